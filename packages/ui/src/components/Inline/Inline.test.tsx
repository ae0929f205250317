import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sprinkles } from '../../theme/sprinkles.css';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUI } from '../../test/render';
import { Button } from '../Button';
import { Inline } from './Inline';

describe('Inline', () => {
  it('is a wrapping row, its items centred by default', async () => {
    const { container } = renderUI(
      <Inline space="sm" data-testid="row">
        <Button>រក្សាទុក</Button>
        <Button variant="secondary">បោះបង់</Button>
      </Inline>,
      'kh',
    );
    const row = screen.getByTestId('row');
    const expected = sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'sm', alignItems: 'center' });
    for (const name of expected.split(' ')) expect(row.classList.contains(name)).toBe(true);
    expect(screen.getAllByRole('button')).toHaveLength(2);
    await expectNoAxeViolations(container);
  });

  it('aligns to the bottom, spreads and keeps to one line when asked', () => {
    renderUI(<Inline space="md" alignY="bottom" align="spaceBetween" wrap={false} data-testid="row" />);
    const row = screen.getByTestId('row');
    const expected = sprinkles({ flexWrap: 'nowrap', alignItems: 'flex-end', justifyContent: 'space-between' });
    for (const name of expected.split(' ')) expect(row.classList.contains(name)).toBe(true);
    expect(row.hasAttribute('wrap')).toBe(false);
  });
});
