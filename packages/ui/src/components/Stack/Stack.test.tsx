import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sprinkles } from '../../theme/sprinkles.css';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUI } from '../../test/render';
import { Stack } from './Stack';

describe('Stack', () => {
  it('is a column with the space between its items, as any element', async () => {
    const { container } = renderUI(
      <Stack as="ul" space="sm" aria-label="ជំហាន" listStyle="none" padding="none">
        <li>មួយ</li>
        <li>ពីរ</li>
      </Stack>,
      'kh',
    );
    const list = screen.getByRole('list', { name: 'ជំហាន' });
    const expected = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm', alignItems: 'stretch' });
    for (const name of expected.split(' ')) expect(list.classList.contains(name)).toBe(true);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    await expectNoAxeViolations(container);
  });

  it('lines its items up at the start when asked', () => {
    renderUI(
      <Stack space="md" align="start" data-testid="s">
        a
      </Stack>,
    );
    expect(screen.getByTestId('s').classList.contains(sprinkles({ alignItems: 'flex-start' }))).toBe(true);
  });
});
