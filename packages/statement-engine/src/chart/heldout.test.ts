import { describe, expect, it } from 'vitest';
import { postableConcepts } from '../taxonomy';
import { HELD_OUT_CHARTS } from './__heldout__';
import { MODES, measure } from './__heldout__/measure';

/** The shares of first suggestions right that the held-out charts must keep (the README's figures, rounded down). */
const FLOORS = {
  'english-typed': 0.953,
  'names-untyped': 0.963,
  'khmer-typed': 0.947,
  'khmer-untyped': 0.943,
} as const;

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
    // Before issue 36's changes, measured once (2026-11-27): 242, 225, 208 and 178 of 303. After two tuning rounds:
    // 267, 268, 263 and 251. After the rest of issue 36 (general rules tuned on the tuning and older charts only):
    // 276, 276, 270 and 266. After the third round (general rules tuned on four new tuning charts and the older ones
    // only, with finance income by kind): 281, 282, 278 and 275. After the fourth round (general rules tuned on three
    // more new tuning charts and all the older ones only): 284, 285, 279 and 276. After the fifth to eighth rounds
    // (general rules tuned on four more new tuning charts each, written first, and all the older ones only; the
    // held-out totals read once after each round): 285, 285, 281, 278; then 287, 287, 282, 278 after the sixth,
    // seventh and eighth. After the ninth round (four new tuning charts of entities of the held-out charts' kinds but
    // other trades): 288, 288, 284, 279. After the tenth round (four new Khmer-only tuning charts of the same kinds, other
    // trades again): 288, 288, 285, 280. After the thirteenth round (without a type the common numbering's classes 1 to 6
    // decide the kind over a word of another kind; stock, receivables and payables of a company by default; tuned on
    // the tuning charts only): 288, 291, 285, 284. After the fourteenth round (stock as the head word and goods in store
    // are inventory, a non-profit entity's goods held other inventories, a grant to pay back a payable, services
    // received a donation in kind, a customs duty of the other nature, Khmer words of accruals and dismantling):
    // 289, 292, 285, 284. The sixteenth round (the chart's other accounts as context; four new Khmer tuning charts)
    // moved none; the seventeenth (four tuning charts typed in everyday Khmer: loanwords, short forms, everyday words
    // read as the compounds' words) lifted the Khmer modes: 289, 292, 287, 286. After the eighteenth and nineteenth
    // (eight more everyday-Khmer tuning charts): 290, 293, 287, 286; unchanged by the twentieth and twenty-first
    // (Khmer names with Latin words in them; the formal register) — the figures in the README. The floors keep them
    // from dropping.
    const share = (m: (typeof MODES)[number]) => figures[m]!.right / figures[m]!.total;
    expect(share('english-typed')).toBeGreaterThanOrEqual(FLOORS['english-typed']);
    expect(share('names-untyped')).toBeGreaterThanOrEqual(FLOORS['names-untyped']);
    expect(share('khmer-typed')).toBeGreaterThanOrEqual(FLOORS['khmer-typed']);
    expect(share('khmer-untyped')).toBeGreaterThanOrEqual(FLOORS['khmer-untyped']);
  });
});
