import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUI } from '../../test/render';
import { statusTones } from '../../theme/tokens';
import { StatusBadge } from './StatusBadge';

describe('StatusBadge', () => {
  it('names every status in English and Khmer (glossary terms)', async () => {
    const { container, unmount } = renderUI(
      <div>
        {statusTones.map((s) => (
          <StatusBadge key={s} status={s} />
        ))}
      </div>,
    );
    expect(screen.getByText('Finalized')).toBeTruthy();
    expect(screen.getByText('Received')).toBeTruthy();
    await expectNoAxeViolations(container);
    unmount();
    renderUI(<StatusBadge status="submitted" />, 'kh');
    expect(screen.getByText('បានដាក់ស្នើ')).toBeTruthy();
  });

  it('gives each status its own colour class', () => {
    const { container } = renderUI(
      <div>
        <StatusBadge status="draft" />
        <StatusBadge status="rejected" />
      </div>,
    );
    const [a, b] = Array.from(container.querySelectorAll('[data-status]'));
    expect(a!.className).not.toBe(b!.className);
  });
});
