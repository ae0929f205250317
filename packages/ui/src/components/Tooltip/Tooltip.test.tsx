import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUI } from '../../test/render';
import { IconButton } from '../IconButton';
import { Tooltip } from './Tooltip';

describe('Tooltip', () => {
  it('shows on keyboard focus and describes its trigger, hides on Escape', async () => {
    const user = userEvent.setup();
    const { container } = renderUI(
      <Tooltip content="ទាញយក XBRL">
        <IconButton icon="upload" label="ទាញយក" />
      </Tooltip>,
      'kh',
    );
    await user.tab();
    const tip = await screen.findByRole('tooltip');
    expect(tip.textContent).toContain('ទាញយក XBRL');
    expect(screen.getByRole('button').getAttribute('aria-describedby')).toBe(tip.id);
    await expectNoAxeViolations(container);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
