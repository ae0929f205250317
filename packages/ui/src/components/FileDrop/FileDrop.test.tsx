import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUI } from '../../test/render';
import { FileDrop } from './FileDrop';

const fileInput = (container: HTMLElement) => container.querySelector('input[type="file"]') as HTMLInputElement;

describe('FileDrop', () => {
  it('passes a chosen file of an accepted type', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const { container } = renderUI(
      <FileDrop label="Trial balance" acceptedFileTypes={['.csv']} maxSize={1024 * 1024} onSelect={onSelect} />,
    );
    expect(screen.getByRole('button', { name: /Browse files/ })).toBeTruthy();
    expect(screen.getByText(/Accepted: \.csv/)).toBeTruthy();
    const file = new File(['code,debit\n1000,5'], 'tb-2025.csv', { type: 'text/csv' });
    await user.upload(fileInput(container), file);
    expect(onSelect).toHaveBeenCalledWith([file]);
    expect(screen.getByText(/tb-2025.csv/)).toBeTruthy();
  });

  it('refuses a file over the size limit, in Khmer', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const { container } = renderUI(<FileDrop label="តារាងតុល្យការ" maxSize={10} onSelect={onSelect} />, 'kh');
    await user.upload(fileInput(container), new File(['more than ten bytes'], 'big.csv', { type: 'text/csv' }));
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.getByText(/ធំជាង/)).toBeTruthy();
  });

  it('refuses a file of another type', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onSelect = vi.fn();
    const { container } = renderUI(<FileDrop label="Trial balance" acceptedFileTypes={['.csv']} onSelect={onSelect} />);
    await user.upload(fileInput(container), new File(['x'], 'photo.png', { type: 'image/png' }));
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.getByText(/not an accepted file type/)).toBeTruthy();
  });

  it('passes axe', async () => {
    const { container } = renderUI(
      <FileDrop label="Trial balance" onSelect={() => {}} errorMessage="Invalid headers" />,
    );
    await expectNoAxeViolations(container);
  });

  it('names its keyboard drop button in Khmer and tabs to it before Browse', async () => {
    const user = userEvent.setup();
    renderUI(<FileDrop label="តារាងតុល្យការ" onSelect={() => {}} />, 'kh');
    await user.tab();
    const zone = screen.getByRole('button', { name: /^តំបន់ទម្លាក់ឯកសារ អូស ហើយទម្លាក់ឯកសារនៅទីនេះ ឬ តារាងតុល្យការ$/ });
    expect(document.activeElement).toBe(zone);
    expect(zone.getAttribute('aria-label')).not.toContain('DropZone');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /ជ្រើសរើសឯកសារ/ }));
  });
});
