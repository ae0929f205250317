// @vitest-environment jsdom
import { UIProvider } from '@dfr/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@dfr/ui/testing';
import { translate } from '../rules';
import { CodeForm } from './CodeForm';
import { ExchangeRateForm } from './ExchangeRateForm';
import { ExportSettingsForm } from './ExportSettingsForm';
import { InviteUserForm } from './InviteUserForm';
import { ProfileForm } from './ProfileForm';
import { ScopingQuestionsForm } from './ScopingQuestionsForm';
import { UnknownAccountForm } from './UnknownAccountForm';

const renderIn = (ui: ReactElement, lang: 'en' | 'kh' = 'en') => render(<UIProvider lang={lang}>{ui}</UIProvider>);

describe('CodeForm', () => {
  it('wants all 6 digits of an approval code and shows a wrong code from the server on the field', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockRejectedValueOnce({
      error: { message_key: 'incorrect_code', fields: { code: 'incorrect_code' } },
    });
    renderIn(<CodeForm kind="approval" onSubmit={onSubmit} destination="director@example.com" />);
    const boxes = screen.getAllByRole('textbox');
    expect(boxes).toHaveLength(6);
    await user.click(boxes[0]!);
    await user.keyboard('123');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Enter the 6-digit code.')).toBeTruthy();
    await user.click(boxes[3]!);
    await user.keyboard('456');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ code: '123456' });
    expect((await screen.findAllByText('Incorrect code, please try again.')).length).toBeGreaterThan(0);
  });

  it('has 4 boxes for an edit-request code, in Khmer, and passes axe', async () => {
    const { container } = renderIn(<CodeForm kind="editRequest" onSubmit={() => {}} />, 'kh');
    expect(screen.getAllByRole('textbox')).toHaveLength(4);
    expect(screen.getByText('លេខកូដស្នើសុំកែសម្រួល')).toBeTruthy();
    await expectNoAxeViolations(container);
  });
  it('says when the code expires in the reader’s time and digits (the engine’s formatTime)', () => {
    const at = new Date(2026, 10, 25, 9, 5).toISOString();
    renderIn(<CodeForm kind="approval" onSubmit={() => {}} expiresAt={at} />, 'kh');
    expect(document.body.textContent).toContain('០៩:០៥');
    expect(document.body.textContent).not.toContain('09:05');
  });
});

describe('ScopingQuestionsForm', () => {
  it('needs every answer, and takes yes/no', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { container } = renderIn(
      <ScopingQuestionsForm onSubmit={onSubmit} defaultValues={{ framework: 'crfrf', size: 'small' }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.getAllByText('This field is required.')).toHaveLength(1);
    await expectNoAxeViolations(container);
  });

  it("asks the statements' shape too, starting from the statement defaults, and notes what the audit answer means", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderIn(
      <ScopingQuestionsForm
        onSubmit={onSubmit}
        defaultValues={{ size: 'small', legalForm: 'soleProprietorship' }}
        describeAudit={(audited) => (audited ? 'Due in 6 months 20 days' : 'Due in 3 months 20 days')}
      />,
      'kh',
    );
    expect(screen.getByRole('radio', { name: 'តាមមុខងារ' })).toHaveProperty('checked', true);
    expect(screen.getByText('Due in 3 months 20 days')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'បាទ/ចាស' }));
    expect(screen.getByText('Due in 6 months 20 days')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'តាមលក្ខណៈ' }));
    const usd = within(screen.getByRole('radiogroup', { name: /រូបិយប័ណ្ណបង្ហាញ/ })).getByRole('radio', {
      name: 'ប្រាក់ដុល្លារអាមេរិក (USD)',
    });
    await user.click(usd);
    await user.click(screen.getByRole('button', { name: 'រក្សាទុក' }));
    expect(onSubmit).toHaveBeenCalledWith({
      framework: 'crfrf',
      size: 'small',
      auditRequired: true,
      legalForm: 'soleProprietorship',
      sfpType: 'current-noncurrent',
      plType: 'nature',
      presentationCurrency: 'USD',
      functionalCurrency: 'KHR',
    });
  });
});

describe('ExchangeRateForm and ExportSettingsForm', () => {
  it('refuses a zero rate and submits typed rates as numbers', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderIn(
      <ExchangeRateForm
        onSubmit={onSubmit}
        defaultValues={{ releaseDate: '2025-12-31', closingRate: '0', averageRate: '4,015.5' }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Enter a number greater than zero.')).toBeTruthy();
    const closing = screen.getByRole('textbox', { name: /Closing rate/ });
    await user.clear(closing);
    await user.type(closing, '៤,០២០');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({
      currency: 'USD',
      releaseDate: '2025-12-31',
      rateType: 'official',
      closingRate: 4020,
      averageRate: 4015.5,
    });
  });

  it('normalises the main colour and refuses a wide margin', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderIn(<ExportSettingsForm onSubmit={onSubmit} defaultValues={{ margin: '60', mainColour: '4caf50' }} />, 'kh');
    await user.click(screen.getByRole('button', { name: 'រក្សាទុក' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('សូមបញ្ចូល ៥០ ឬតិចជាងនេះ។')).toBeTruthy();
    const margin = screen.getByRole('textbox', { name: /គម្លាតរឹម/ });
    await user.clear(margin);
    await user.type(margin, '15');
    await user.click(screen.getByRole('button', { name: 'រក្សាទុក' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ margin: 15, mainColour: '#4CAF50', pageNumber: true }),
    );
  });
});

describe('ProfileForm', () => {
  it('asks for firm details only of a firm member, and then the qualification', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { container } = renderIn(<ProfileForm onSubmit={onSubmit} defaultValues={{ position: 'Accountant' }} />);
    expect(screen.queryByRole('textbox', { name: 'Firm name' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'I am part of an accounting firm' }));
    await user.type(screen.getByRole('textbox', { name: 'Firm name' }), 'Mekong Audit');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getAllByText(/qualification/i).length).toBeGreaterThan(1);
    await expectNoAxeViolations(container);
  });

  it('speaks Khmer and sends what was typed, normalised', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderIn(<ProfileForm onSubmit={onSubmit} />, 'kh');
    await user.type(screen.getByRole('textbox', { name: 'ទូរសព្ទ' }), '០១២ ៣៤៥ ៦៧៨');
    await user.type(screen.getByRole('textbox', { name: 'មុខតំណែង' }), 'គណនេយ្យករ');
    await user.click(screen.getByRole('button', { name: 'រក្សាទុក' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ phone: '012345678', position: 'គណនេយ្យករ' });
  });
});

describe('InviteUserForm', () => {
  it('sends the email (lower case) and the chosen role; super admin is not offered', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderIn(<InviteUserForm onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: /Email/ }), ' Dara@Example.com ');
    await user.click(screen.getByRole('button', { name: /Role/ }));
    expect(screen.queryByRole('option', { name: 'Super admin' })).toBeNull();
    await user.click(screen.getByRole('option', { name: 'Approver' }));
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'dara@example.com', role: 'approver' });
  });

  it('refuses a bad email on its field, in Khmer too, and sends nothing', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { container } = renderIn(<InviteUserForm onSubmit={onSubmit} />, 'kh');
    const email = screen.getByRole('textbox', { name: /អ៊ីមែល/ });
    await user.type(email, 'dara@');
    await user.click(screen.getByRole('button', { name: 'អញ្ជើញ' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect((email as HTMLInputElement).value).toBe('dara@');
    await expectNoAxeViolations(container);
  });

  it("shows the server's refusal above the form and keeps the input", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() => Promise.reject({ error: { message_key: 'already_member' } }));
    renderIn(<InviteUserForm onSubmit={onSubmit} submitLabel="Add user" />);
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'dara@example.com');
    await user.click(screen.getByRole('button', { name: 'Add user' }));
    expect((await screen.findByRole('alert')).textContent).toContain(translate('already_member', 'en'));
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveProperty('value', 'dara@example.com');
  });
});

describe('UnknownAccountForm', () => {
  const concepts = [
    { id: 'Revenue', label: 'Revenue' },
    { id: 'Inventories', label: 'Inventories' },
  ];

  it('wants a name and a line item, then sends them with the account type', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderIn(<UnknownAccountForm code="4999" concepts={concepts} onSubmit={onSubmit} />);
    expect(screen.getByRole('form', { name: '4999' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add to the chart of accounts' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /Account name/ }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('combobox', { name: /Line item/ }).getAttribute('aria-invalid')).toBe('true');
    await user.type(screen.getByRole('textbox', { name: /Account name/ }), 'Other sales');
    await user.click(screen.getByRole('button', { name: /Account type/ }));
    await user.click(screen.getByRole('option', { name: 'Income' }));
    await user.click(screen.getByRole('combobox', { name: /Line item/ }));
    await user.keyboard('Reven');
    await user.click(await screen.findByRole('option', { name: 'Revenue' }));
    await user.click(screen.getByRole('button', { name: 'Add to the chart of accounts' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Other sales', accountType: 'income', concept: 'Revenue' });
  });

  it('once added, is locked and says so, in Khmer too', async () => {
    const { container } = renderIn(
      <UnknownAccountForm code="4999" concepts={concepts} onSubmit={() => undefined} isAdded />,
      'kh',
    );
    expect(screen.getByRole('status').textContent).toBe('បានបន្ថែម');
    expect(screen.queryByRole('button', { name: 'បន្ថែមទៅតារាងគណនី' })).toBeNull();
    expect(screen.getByRole('textbox', { name: /ឈ្មោះគណនី/ })).toHaveProperty('disabled', true);
    await expectNoAxeViolations(container);
  });
});
