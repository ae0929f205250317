import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUI } from '../../test/render';
import { TagGroup } from './Tag';

const items = [
  { id: 4, label: 'Quality education' },
  { id: 5, label: 'Gender equality' },
];

describe('TagGroup', () => {
  it('lists tags and removes one with the keyboard', async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn();
    const { container } = renderUI(<TagGroup label="SDGs" items={items} onRemove={onRemove} />);
    expect(screen.getByRole('grid', { name: 'SDGs' })).toBeTruthy();
    await user.tab();
    await user.keyboard('{Delete}');
    expect([...(onRemove.mock.lastCall![0] as Set<number>)]).toEqual([4]);
    expect(screen.getByRole('button', { name: 'Remove Gender equality' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('names the remove buttons in Khmer', () => {
    renderUI(<TagGroup label="គោលដៅ" items={[{ id: 1, label: 'អប់រំ' }]} onRemove={() => {}} />, 'kh');
    expect(screen.getByRole('button', { name: 'ដកចេញ អប់រំ' })).toBeTruthy();
  });
});
