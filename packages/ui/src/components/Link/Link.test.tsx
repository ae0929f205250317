import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUI } from '../../test/render';
import { Link } from './Link';

describe('Link', () => {
  it('is a focusable link with its href', async () => {
    const user = userEvent.setup();
    const { container } = renderUI(<Link href="/resources">ធនធាន និងការណែនាំ</Link>, 'kh');
    await user.tab();
    const link = screen.getByRole('link', { name: 'ធនធាន និងការណែនាំ' });
    expect(link).toBe(document.activeElement);
    expect(link.getAttribute('href')).toBe('/resources');
    await expectNoAxeViolations(container);
  });

  it('is disabled', () => {
    renderUI(
      <Link href="/x" isDisabled>
        Users
      </Link>,
    );
    expect(screen.getByRole('link', { name: 'Users' }).getAttribute('aria-disabled')).toBe('true');
  });
});
