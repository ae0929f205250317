import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUI } from '../../test/render';
import { SearchField } from './SearchField';

describe('SearchField', () => {
  it('submits on Enter and clears on Escape', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const onChange = vi.fn();
    renderUI(<SearchField label="Search accounts" onSubmit={onSubmit} onChange={onChange} />);
    const box = screen.getByRole('searchbox', { name: 'Search accounts' });
    await user.click(box);
    await user.keyboard('cash{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('cash');
    await user.keyboard('{Escape}');
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('has a Khmer clear button and placeholder', async () => {
    const { container } = renderUI(<SearchField aria-label="ស្វែងរកគណនី" defaultValue="សាច់ប្រាក់" />, 'kh');
    expect(screen.getByRole('button', { name: 'សម្អាតការស្វែងរក' })).toBeTruthy();
    expect(screen.getByPlaceholderText('ស្វែងរក')).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});
