import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sprinkles } from '../../theme/sprinkles.css';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUI } from '../../test/render';
import * as styles from './Tiles.css';
import { Tiles } from './Tiles';

describe('Tiles', () => {
  it('sets the narrowest tile on the element and keeps the caller’s own style', async () => {
    const { container } = renderUI(
      <Tiles as="ol" space="md" minColumnWidth="200px" fit="fit" style={{ marginTop: 3 }} aria-label="តួលេខ">
        <li>១</li>
        <li>២</li>
      </Tiles>,
      'kh',
    );
    const list = screen.getByRole('list', { name: 'តួលេខ' });
    expect(list.style.getPropertyValue(styles.minColumnWidth.slice(4, -1))).toBe('200px');
    expect(list.style.marginTop).toBe('3px');
    expect(list.classList.contains(styles.tiles.fit)).toBe(true);
    expect(list.classList.contains(sprinkles({ gap: 'md' }))).toBe(true);
    await expectNoAxeViolations(container);
  });

  it('fills by default with the default width and no inline style', () => {
    renderUI(<Tiles space="sm" data-testid="t" />);
    const tiles = screen.getByTestId('t');
    expect(tiles.classList.contains(styles.tiles.fill)).toBe(true);
    expect(tiles.classList.contains(styles.base)).toBe(true);
    expect(tiles.hasAttribute('style')).toBe(false);
  });
});
