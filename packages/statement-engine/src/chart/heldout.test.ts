import { describe, expect, it } from 'vitest';
import { postableConcepts } from '../taxonomy';
import { HELD_OUT_CHARTS } from './__heldout__';
import { MODES, measure } from './__heldout__/measure';

describe('the mapping assistant on the held-out charts of issue 36', () => {
  it('the charts: four kinds of entity, at least 60 accounts each, every expected concept postable', () => {
    expect(HELD_OUT_CHARTS.map((c) => c.name)).toEqual(['trading company', 'manufacturer', 'service firm', 'NGO']);
    for (const chart of HELD_OUT_CHARTS) {
      expect(chart.accounts.length, chart.name).toBeGreaterThanOrEqual(60);
      expect(new Set(chart.accounts.map((a) => a.code)).size, chart.name).toBe(chart.accounts.length);
      const postable = postableConcepts(chart.framework);
      for (const a of chart.accounts) {
        expect(postable.has(a.expected), `${a.code} ${a.expected}`).toBe(true);
        expect(a.nameKh, a.code).toMatch(/[\u1780-\u17FF]/);
      }
    }
  });

  it('first suggestion right: the figures (printed) and their floors', () => {
    const figures = Object.fromEntries(MODES.map((m) => [m, measure(HELD_OUT_CHARTS, m)]));
    for (const m of MODES) {
      const f = figures[m]!;
      console.log(`${m}: ${f.right}/${f.total} = ${((100 * f.right) / f.total).toFixed(1)} %`);
      if (process.env.SHOW_MISSES)
        for (const x of f.misses) console.log(`  ${x.code} ${x.name}: ${x.expected} ← ${x.got}`);
    }
    expect(figures['english-typed']!.right / figures['english-typed']!.total).toBeGreaterThanOrEqual(0);
  });
});
