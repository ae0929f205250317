import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Icon } from './Icon';

describe('Icon', () => {
  it('is hidden from screen readers unless labelled', async () => {
    const { container } = render(
      <div>
        <Icon name="calendar" />
        <Icon name="bell" label="Notifications" />
      </div>,
    );
    expect(container.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByRole('img', { name: 'Notifications' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});
