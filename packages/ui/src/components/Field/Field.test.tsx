import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Input, TextField as RACTextField } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUI } from '../../test/render';
import { Form } from '../Form';
import { FieldDescription, FieldError, FieldLabel } from './Field';

function Tin({ isRequired, error = 'Enter the VAT TIN as K001-123456789.' }: { isRequired?: boolean; error?: string }) {
  return (
    <RACTextField
      name="vatTin"
      isRequired={isRequired}
      validate={(v) => (v && !/^K\d{3}-\d{9}$/.test(v) ? error : null)}
      validationBehavior="aria"
    >
      <FieldLabel isRequired={isRequired}>VAT TIN</FieldLabel>
      <Input />
      <FieldDescription>As on the certificate.</FieldDescription>
      <FieldError />
    </RACTextField>
  );
}

describe('Field parts', () => {
  it('labels the control, marks "required" for the eye only and links the description', async () => {
    const { container } = renderUI(<Tin isRequired />);
    const box = screen.getByRole('textbox', { name: 'VAT TIN' });
    expect(box).toHaveProperty('required', false);
    expect(box.getAttribute('aria-required')).toBe('true');
    expect(container.querySelector('label span[aria-hidden="true"]')?.textContent).toBe('*');
    expect(box.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(box.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe(
      'As on the certificate.',
    );
    await expectNoAxeViolations(container);
  });

  it('shows FieldError only while invalid, linked to the field (keyboard)', async () => {
    const user = userEvent.setup();
    const { container } = renderUI(<Tin />);
    expect(screen.queryByText('Enter the VAT TIN as K001-123456789.')).toBeNull();
    await user.tab();
    await user.keyboard('123');
    await user.tab();
    const box = screen.getByRole('textbox', { name: 'VAT TIN' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    const described = box
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('Enter the VAT TIN as K001-123456789.');
    await expectNoAxeViolations(container);
    await user.click(box);
    await user.clear(box);
    await user.keyboard('K001-123456789');
    await user.tab();
    expect(screen.queryByText('Enter the VAT TIN as K001-123456789.')).toBeNull();
  });

  it('shows a server error given to Form by field name, in Khmer', async () => {
    renderUI(
      <Form validationErrors={{ vatTin: 'លេខនេះជារបស់អង្គភាពផ្សេង។' }}>
        <Tin error="…" />
      </Form>,
      'kh',
    );
    const box = screen.getByRole('textbox', { name: 'VAT TIN' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('លេខនេះជារបស់អង្គភាពផ្សេង។').closest('[lang]')?.getAttribute('lang')).toBe('km');
  });

  it('renders FieldError children as a function of the validation', async () => {
    renderUI(
      <RACTextField isInvalid validationBehavior="aria">
        <FieldLabel>Amount</FieldLabel>
        <Input />
        <FieldError>{({ isInvalid }) => (isInvalid ? 'Whole amounts only' : '')}</FieldError>
      </RACTextField>,
    );
    expect(screen.getByText('Whole amounts only')).toBeTruthy();
    expect(screen.queryByText('*')).toBeNull();
  });
});
