import {
  buildStatements,
  DEMO_ENTITY,
  DEMO_NOTES,
  DEMO_SETTINGS,
  DEMO_TEXTS,
  demoTrialBalance,
  type StatementSet,
} from '@dfr/statement-engine';
import { describe, expect, it } from 'vitest';
import { previewSet } from './previewSet';

/** The set the server sends for the demo: trial balance, notes and texts, in thousands (JSON, as over HTTP). */
const serverSet: StatementSet = JSON.parse(
  JSON.stringify(
    buildStatements({
      settings: DEMO_SETTINGS,
      trialBalance: demoTrialBalance(),
      notes: DEMO_NOTES,
      texts: DEMO_TEXTS,
      entity: DEMO_ENTITY,
    }),
  ),
);

describe('the rounding preview', () => {
  it("re-rounds the server's set and keeps its notes and texts", () => {
    const preview = previewSet(serverSet, 'millions');
    expect(preview?.rendering.rounding).toBe('millions');
    const ids = (set: StatementSet | undefined) => set?.rendering.sections.map((s) => s.id);
    expect(ids(preview)).toEqual(ids(serverSet));
    for (const part of ['notes', 'policies', 'directorsStatement'] as const) {
      expect(preview?.rendering.sections.some((s) => s.section === part)).toBe(true);
    }
    // The counts stay counts; the amounts are in millions and the statement still balances.
    const rowsOf = (set: StatementSet | undefined) => set?.rendering.sections.flatMap((s) => s.rows) ?? [];
    expect(rowsOf(preview).find((r) => r.concept === 'dfr:NumberOfEmployees')?.values?.current).toBe(42);
    const total = (set: StatementSet | undefined, concept: string) =>
      rowsOf(set).find((r) => r.concept === concept && r.isTotal)?.amounts.current?.display;
    const assets = total(preview, 'ifrs-full:Assets');
    expect(assets).toBeGreaterThan(0);
    expect(assets).toBe(total(preview, 'ifrs-full:EquityAndLiabilities'));
    expect(assets).toBe(Math.round((total(serverSet, 'ifrs-full:Assets') ?? Number.NaN) / 1000));
  });

  it("is the server's set itself when nothing is being previewed or the level is the saved one", () => {
    expect(previewSet(serverSet, undefined)).toBe(serverSet);
    expect(previewSet(serverSet, 'thousands')).toBe(serverSet);
    expect(previewSet(undefined, 'millions')).toBeUndefined();
  });
});
