import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUI } from '../../test/render';
import { Button } from '../Button';
import { ToastProvider as RootToastProvider, useToast as rootUseToast } from '../../index';
import { ToastRegion, useToast } from './Toast';

function Saver() {
  const toast = useToast();
  return (
    <>
      <Button onPress={() => toast.success('Company created')}>Save</Button>
      <Button onPress={() => toast.error('Error submitting to the e-filing platform', { description: 'Try again' })}>
        Fail
      </Button>
    </>
  );
}

function App() {
  const toast = rootUseToast();
  return (
    <>
      <Button onPress={() => toast('Rate added')}>Add</Button>
      <Button onPress={() => toast.info('Validation is running')}>Validate</Button>
      <Button onPress={() => toast('Could not save', 'error')}>Break</Button>
    </>
  );
}

describe('Toast', () => {
  it('shows success and error toasts in a labelled region and closes them', async () => {
    const user = userEvent.setup();
    const { container } = renderUI(
      <ToastRegion>
        <Saver />
      </ToastRegion>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    const region = await screen.findByRole('region', { name: /Notifications/ });
    expect(region.textContent).toContain('Company created');
    expect(region.textContent).toContain('Try again');
    await expectNoAxeViolations(container);
    const closes = screen.getAllByRole('button', { name: 'Close' });
    await act(async () => {
      await user.click(closes[0]!);
    });
    expect(screen.getAllByRole('button', { name: 'Close' })).toHaveLength(1);
  });

  it('names its region in Khmer', async () => {
    const user = userEvent.setup();
    renderUI(
      <ToastRegion>
        <Saver />
      </ToastRegion>,
      'kh',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('region', { name: /ការជូនដំណឹង/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'បិទ' })).toBeTruthy();
  });

  it('explains a missing region', () => {
    expect(() => renderUI(<Saver />)).toThrow(/ToastRegion/);
  });

  it('is provided from the package root as ToastProvider + useToast(): success/info as status, errors as alert', async () => {
    const user = userEvent.setup();
    const { container } = renderUI(
      <RootToastProvider>
        <App />
      </RootToastProvider>,
      'kh',
    );
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    await user.click(screen.getByRole('button', { name: 'Break' }));
    const statuses = await screen.findAllByRole('status');
    expect(statuses.map((s) => s.textContent)).toEqual(expect.arrayContaining(['Rate added', 'Validation is running']));
    expect(screen.getByRole('alert').textContent).toBe('Could not save');
    expect(screen.getAllByRole('button', { name: 'បិទ' })).toHaveLength(3);
    await expectNoAxeViolations(container);
  });
});
