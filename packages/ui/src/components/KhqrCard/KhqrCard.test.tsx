import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUI } from '../../test/render';
import { KhqrCard } from './KhqrCard';

const base = {
  image: 'data:image/png;base64,iVBORw0KGgo=',
  merchantName: 'Regulator',
  amount: '400,000 KHR',
  billNumber: 'INV-2026-000002',
};

describe('KhqrCard', () => {
  afterEach(() => vi.useRealTimers());

  it('names the code by amount, shows the bill number and counts down to the expiry', async () => {
    let now = Date.parse('2026-11-25T09:00:00Z');
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { container } = renderUI(<KhqrCard {...base} expiresAt="2026-11-25T09:02:05Z" now={() => now} />, 'en');
    expect(screen.getByRole('img', { name: /pay 400,000 KHR/ })).toBeTruthy();
    expect(screen.getByText('Bill number INV-2026-000002')).toBeTruthy();
    expect(screen.getByText('Code valid for 2:05')).toBeTruthy();
    now += 65_000;
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('Code valid for 1:00')).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('after expiry says so and offers a new code', async () => {
    const onRenew = vi.fn();
    renderUI(
      <KhqrCard
        {...base}
        expiresAt="2026-11-25T08:00:00Z"
        now={() => Date.parse('2026-11-25T09:00:00Z')}
        onRenew={onRenew}
      />,
      'en',
    );
    expect(screen.getByRole('alert').textContent).toMatch(/expired/);
    await userEvent.click(screen.getByRole('button', { name: 'New code' }));
    expect(onRenew).toHaveBeenCalledTimes(1);
  });

  it('speaks Khmer, with Khmer digits in the countdown', () => {
    renderUI(
      <KhqrCard {...base} expiresAt="2026-11-25T09:10:00Z" now={() => Date.parse('2026-11-25T09:00:00Z')} />,
      'kh',
    );
    expect(screen.getByRole('region', { name: 'ការទូទាត់តាម KHQR' })).toBeTruthy();
    expect(screen.getByText('កូដមានសុពលភាព ១០:០០ ទៀត')).toBeTruthy();
  });

  it('once paid, neither counts down nor offers a new code', () => {
    renderUI(
      <KhqrCard {...base} expiresAt="2026-11-25T08:00:00Z" isPaid now={() => Date.parse('2026-11-25T09:00:00Z')} />,
      'en',
    );
    expect(screen.getByRole('status').textContent).toMatch(/Paid/);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
