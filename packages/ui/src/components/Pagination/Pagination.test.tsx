import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUI } from '../../test/render';
import { Pagination, pageWindow } from './Pagination';

describe('pageWindow', () => {
  it('keeps the first, last and neighbours with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('Pagination', () => {
  it('marks the current page and moves with previous and next', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    renderUI(<Pagination page={1} pageCount={8} onPageChange={onPageChange} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    await user.click(screen.getByRole('button', { name: 'Page 8' }));
    expect(onPageChange).toHaveBeenLastCalledWith(8);
  });

  it('speaks Khmer and passes axe', async () => {
    const { container } = renderUI(<Pagination page={3} pageCount={3} onPageChange={() => {}} />, 'kh');
    expect(screen.getByRole('button', { name: 'ទំព័របន្ទាប់' })).toHaveProperty('disabled', true);
    // Page numbers in Khmer digits, also where Intl has no Khmer data.
    expect(container.textContent).toContain('១');
    expect(container.textContent).not.toMatch(/[0-9]/);
    await expectNoAxeViolations(container);
  });
});
