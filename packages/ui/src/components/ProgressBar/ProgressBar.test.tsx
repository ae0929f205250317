import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUI } from '../../test/render';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('reports its value', async () => {
    const { container } = renderUI(<ProgressBar label="Validating" value={40} />);
    const bar = screen.getByRole('progressbar', { name: 'Validating' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByText('40%')).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('can be indeterminate', () => {
    renderUI(<ProgressBar label="កំពុងផ្ទៀងផ្ទាត់" isIndeterminate />, 'kh');
    expect(screen.getByRole('progressbar', { name: 'កំពុងផ្ទៀងផ្ទាត់' }).hasAttribute('aria-valuenow')).toBe(false);
  });
});
