import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUI } from '../../test/render';
import { NativeSelect } from './NativeSelect';

const roles = [
  { id: 'preparer', label: 'Preparer' },
  { id: 'approver', label: 'Approver' },
  { id: 'viewer', label: 'Viewer', isDisabled: true },
];

describe('NativeSelect', () => {
  it('is a native select named by its label, reporting the chosen value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderUI(<NativeSelect label="Role" items={roles} defaultValue="preparer" onChange={onChange} isRequired />);
    const select = screen.getByRole('combobox', { name: /Role/ }) as HTMLSelectElement;
    expect(select.tagName).toBe('SELECT');
    expect(select.required).toBe(true);
    await user.selectOptions(select, 'approver');
    expect(onChange).toHaveBeenCalledWith('approver');
    expect((screen.getByRole('option', { name: 'Viewer' }) as HTMLOptionElement).disabled).toBe(true);
  });

  it('offers an empty first option and describes itself with its hint and error', () => {
    renderUI(
      <NativeSelect
        label="ខេត្ត"
        items={roles}
        placeholder="ជ្រើសរើស"
        value=""
        description="Where the office is"
        errorMessage="Choose one"
      />,
      'kh',
    );
    const select = screen.getByRole('combobox', { name: 'ខេត្ត' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByRole('option')[0]!.textContent).toBe('ជ្រើសរើស');
    const described = select
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Where the office is', 'Choose one']);
  });

  it('takes an aria-label when it has no visible label, and passes axe', async () => {
    const { container } = renderUI(<NativeSelect aria-label="Role for a@example.com" items={roles} size="sm" />);
    expect(screen.getByRole('combobox', { name: 'Role for a@example.com' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});
