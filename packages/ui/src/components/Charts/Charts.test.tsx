import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUI } from '../../test/render';
import { BarChart } from './BarChart';
import { ComparisonChart } from './ComparisonChart';
import { LineChart } from './LineChart';
import { niceScale } from './scale';

describe('niceScale', () => {
  it('rounds the bounds and includes zero', () => {
    expect(niceScale([12, 87])).toEqual({ min: 0, max: 100, ticks: [0, 25, 50, 75, 100] });
    expect(niceScale([-30, 70]).ticks).toContain(0);
    expect(niceScale([]).max).toBeGreaterThan(0);
  });

  it('gives distinct whole-number ticks when every value is zero', () => {
    const { ticks } = niceScale([0, 0, 0]);
    expect(ticks).toEqual([0, 1, 2, 3, 4]);
    expect(new Set(ticks.map((t) => Math.round(t))).size).toBe(ticks.length);
  });
});

describe('charts', () => {
  it('BarChart is an image with a summary and a table on demand', async () => {
    const user = userEvent.setup();
    const { container } = renderUI(
      <BarChart
        title="Revenue"
        categories={['2024', '2025']}
        series={[{ name: 'Revenue', values: [1200000, 1500000] }]}
        categoryHeader="Year"
      />,
    );
    const figure = screen.getByRole('figure', { name: 'Revenue' });
    const img = within(figure).getByRole('img');
    expect(img.getAttribute('aria-label')).toContain('2025 Revenue 1,500,000');
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show as table' }));
    const table = screen.getByRole('table', { name: 'Revenue' });
    expect(within(table).getByRole('rowheader', { name: '2024' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: '1,200,000' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hide table' }).getAttribute('aria-expanded')).toBe('true');
    await expectNoAxeViolations(container);
  });

  it('LineChart draws every series', async () => {
    const { container } = renderUI(
      <LineChart
        title="ចំណូល"
        categories={['2023', '2024', '2025']}
        series={[
          { name: 'ចំណូល', values: [10, 20, 15] },
          { name: 'ថ្លៃដើមលក់', values: [5, 8, null] },
        ]}
      />,
      'kh',
    );
    expect(container.querySelectorAll('polyline')).toHaveLength(2);
    expect(container.querySelectorAll('circle')).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'បង្ហាញជាតារាង' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('ComparisonChart compares company and industry per measure', async () => {
    const user = userEvent.setup();
    const { container } = renderUI(
      <ComparisonChart
        title="Benchmarks"
        metrics={[
          { label: 'Current ratio', company: 1.8, industry: 1.4 },
          { label: 'Gross profit margin', company: 0.32, industry: 0.28, format: { style: 'percent' } },
        ]}
      />,
    );
    expect(screen.getByRole('img').getAttribute('aria-label')).toContain(
      'Gross profit margin: Company 32%, Industry 28%',
    );
    await user.click(screen.getByRole('button', { name: 'Show as table' }));
    expect(screen.getByRole('columnheader', { name: 'Industry' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('writes axis ticks, summary and table numbers in Khmer digits in Khmer (bar, line, comparison)', async () => {
    const user = userEvent.setup();
    const { container } = renderUI(
      <>
        <BarChart title="ចំណូល" categories={['២០២៤', '២០២៥']} series={[{ name: 'ចំណូល', values: [1200000, 1500000] }]} />
        <LineChart
          title="ប្រាក់ចំណេញ"
          categories={['២០២៤', '២០២៥']}
          series={[{ name: 'ប្រាក់ចំណេញ', values: [2500, -750.5] }]}
        />
        <ComparisonChart
          title="ការប្រៀបធៀប"
          metrics={[{ label: 'អនុបាតចរន្ត', company: 0.32, industry: 1.25, format: { style: 'percent' } }]}
        />
      </>,
      'kh',
    );
    const ticks = [...container.querySelectorAll('svg text')].map((t) => t.textContent ?? '');
    const numeric = ticks.filter((t) => /[0-9០-៩]/.test(t));
    expect(numeric.length).toBeGreaterThan(6);
    for (const t of numeric) expect(t).not.toMatch(/[0-9]/);
    // Compact axis labels in Khmer words, the same in every runtime (Debian's Chromium has no Khmer Intl data).
    expect(ticks).toContain('១.៥ លាន');
    expect(ticks).toContain('៣២%');
    const [barImg, lineImg, comparisonImg] = screen.getAllByRole('img');
    expect(barImg!.getAttribute('aria-label')).toContain('២០២៥ ចំណូល ១,៥០០,០០០');
    expect(lineImg!.getAttribute('aria-label')).toContain('-៧៥០.៥');
    expect(comparisonImg!.getAttribute('aria-label')).toContain('ក្រុមហ៊ុន ៣២%, វិស័យឧស្សាហកម្ម ១២៥%');
    for (const button of screen.getAllByRole('button', { name: 'បង្ហាញជាតារាង' })) await user.click(button);
    const cells = screen.getAllByRole('cell').map((c) => c.textContent ?? '');
    expect(cells).toEqual(['១,២០០,០០០', '១,៥០០,០០០', '២,៥០០', '-៧៥០.៥', '៣២%', '១២៥%']);
    await expectNoAxeViolations(container);
  });

  it('keeps ASCII digits in English', () => {
    const { container } = renderUI(
      <BarChart title="Revenue" categories={['2025']} series={[{ name: 'Revenue', values: [1500000] }]} />,
    );
    const ticks = [...container.querySelectorAll('svg text')].map((t) => t.textContent);
    expect(ticks).toContain('1.5M');
    expect(ticks.join(' ')).not.toMatch(/[០-៩]/);
  });
});
