// A trial balance imported into a statement: a dry run lists every problem, a commit replaces the years' lines.
import { defaultChart } from '@dfr/statement-engine';
import type { Deps } from '../../context';
import { accountRepo } from '../accounts/repository';
import { trialBalanceRepo } from './trial-balance.repository';
import { importProblems, invalid } from '../../http/errors';
import { requireConfirmWord } from '../../http/confirm';
import type { Upload } from '../../http/upload';
import { nowIso } from '../../db/repository-base';
import { ENTITY_CHART_FRAMEWORK } from '@dfr/forms/rules';
import { parseTrialBalance } from './trial-balance';
import { withKeptUpload } from '../uploads/service';
import { load, requireDraft, requireVersion, write } from './write';

/** Dry run: every problem of the file. Commit: replaces the years' lines in one transaction, or changes nothing. */
export async function importTrialBalance(
  deps: Deps,
  userId: string,
  statementId: string,
  upload: Upload,
  opts: { year?: number; dryRun: boolean; version?: number; confirm?: string },
) {
  const { row } = await load(deps, userId, statementId, 'prepare');
  requireDraft(row);
  // A commit is an upload: the word "confirm" typed (a dry run only checks).
  if (!opts.dryRun) requireConfirmWord(opts.confirm);
  if (!opts.dryRun && opts.version === undefined) throw invalid('validation_failed', { version: 'required' });
  if (!opts.dryRun) requireVersion(row, opts.version!);
  // The reader checks the accounts' codes only: those alone are read and sent to the import worker.
  const chart =
    row.framework === ENTITY_CHART_FRAMEWORK
      ? (await accountRepo.codes(deps.db, row.entityId)).map((code) => ({ code }))
      : defaultChart(row.framework).accounts;
  const parsed = await parseTrialBalance(
    upload,
    chart,
    [row.reportingYear - 1, row.reportingYear],
    { maxLines: deps.env.DFR_IMPORT_MAX_LINES },
    // A year chosen ("2024 (current year)"): the file's other years are left out unchecked, not refused.
    opts.year,
  );
  const lines = opts.year ? parsed.lines.filter((l) => l.year === opts.year) : parsed.lines;
  const years = opts.year ? [opts.year] : [...new Set(parsed.lines.map((l) => l.year))].sort();
  const summary = years.map((year) => {
    const ofYear = lines.filter((l) => l.year === year);
    const refusedRow = parsed.incomplete[year];
    return {
      year,
      lines: ofYear.length,
      debit: ofYear.reduce((s, l) => s + l.debit, 0),
      credit: ofYear.reduce((s, l) => s + l.credit, 0),
      // The totals miss this refused row: they are the rows read, not the year's.
      ...(refusedRow !== undefined ? { refusedRow } : {}),
    };
  });
  /** The other years' rows left out (a year chosen), by year. */
  const skipped = Object.entries(parsed.skipped).map(([year, rows]) => ({ year: Number(year), rows }));
  if (opts.dryRun)
    return {
      dryRun: true as const,
      ok: parsed.problems.length === 0,
      problems: parsed.problems,
      problemsNotShown: parsed.problemsNotShown,
      warnings: parsed.warnings,
      warningsNotShown: parsed.warningsNotShown,
      years: summary,
      skipped,
    };
  if (parsed.problems.length)
    throw importProblems('trial_balance_invalid', {
      problems: parsed.problems,
      problemsNotShown: parsed.problemsNotShown,
    });
  if (!lines.length) throw invalid('period_required', { year: 'period_required' });
  // The file is kept with the import (who, when, SHA-256), to trace the figures back to it: stored first, its row
  // written in the import's transaction.
  const statement = await withKeptUpload(
    deps,
    { entityId: row.entityId, statementId, kind: 'trial-balance', upload, userId },
    (stored) =>
      write(
        deps,
        userId,
        row,
        opts.version!,
        'statement.trial_balance',
        { preparedBy: userId, preparedAt: nowIso() },
        async (tx) => {
          await trialBalanceRepo.replaceYears(tx, statementId, years, lines);
          await stored.record(tx);
        },
      ),
  );
  return {
    dryRun: false as const,
    ok: true,
    problems: [],
    warnings: parsed.warnings,
    warningsNotShown: parsed.warningsNotShown,
    years: summary,
    skipped,
    statement,
  };
}
