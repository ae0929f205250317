import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUI } from '../../test/render';
import { KpiTile } from './KpiTile';

describe('KpiTile', () => {
  it('formats the value and tells the change in words', async () => {
    const { container } = renderUI(<KpiTile label="Current ratio" value={1.8234} change={0.042} caption="vs 2024" />);
    const tile = screen.getByRole('group', { name: 'Current ratio' });
    expect(tile.textContent).toContain('1.82');
    expect(tile.textContent).toContain('up 4.2%');
    await expectNoAxeViolations(container);
  });

  it('speaks Khmer and shows an empty value', () => {
    renderUI(<KpiTile label="អនុបាតចរន្ត" value={null} change={-0.1} />, 'kh');
    const tile = screen.getByRole('group', { name: 'អនុបាតចរន្ត' });
    expect(tile.textContent).toContain('—');
    expect(tile.textContent).toContain('ថយចុះ');
    expect(tile.textContent).toContain('១០%');
  });
});
