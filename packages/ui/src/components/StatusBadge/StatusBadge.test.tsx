import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUI } from '../../test/render';
import { statusTones } from '../../theme/tokens';
import { StatusBadge } from './StatusBadge';

describe('StatusBadge', () => {
  it('shows the name it is given, in any language, on every tone (accessible)', async () => {
    const { container, unmount } = renderUI(
      <div>
        {statusTones.map((tone) => (
          <StatusBadge key={tone} tone={tone} label={`Status ${tone}`} />
        ))}
      </div>,
    );
    for (const tone of statusTones) expect(screen.getByText(`Status ${tone}`)).toBeTruthy();
    await expectNoAxeViolations(container);
    unmount();
    renderUI(<StatusBadge tone="orange" label="បានដាក់ស្នើ" />, 'kh');
    expect(screen.getByText('បានដាក់ស្នើ')).toBeTruthy();
  });

  it('gives each tone its own colour class, and the dot is hidden from screen readers', () => {
    const { container } = renderUI(
      <div>
        {statusTones.map((tone) => (
          <StatusBadge key={tone} tone={tone} label={tone} />
        ))}
      </div>,
    );
    const badges = Array.from(container.querySelectorAll('[data-tone]'));
    expect(new Set(badges.map((b) => b.className)).size).toBe(statusTones.length);
    expect(badges[0]!.querySelector('[aria-hidden="true"]')).toBeTruthy();
  });
});
