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
});
