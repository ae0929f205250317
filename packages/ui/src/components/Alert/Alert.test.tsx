import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUI } from '../../test/render';
import { Alert, Banner } from './Alert';

describe('Alert', () => {
  it('announces errors as an alert with a word for the tone', async () => {
    const { container } = renderUI(
      <Alert tone="error" title="Invalid headers">
        Expected code, name, debit, credit.
      </Alert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Invalid headers');
    expect(screen.getByRole('img', { name: 'Error' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('does not interrupt for info unless asked, and dismisses', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    renderUI(
      <Banner tone="warning" onDismiss={onDismiss}>
        មិនមានសិទ្ធិដាក់ស្នើ
      </Banner>,
      'kh',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('img', { name: 'ការព្រមាន' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'បិទ' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });
});
