import type { ChartAccount, ImportProblem, TableLimits, TrialBalanceLine } from '@dfr/statement-engine';
import { type ApiError, importProblems } from '../../http/errors';
import type { Upload } from '../../http/upload';
import { readTrialBalanceOffThread } from '../../imports';

export interface ParsedTrialBalance {
  lines: (TrialBalanceLine & { row?: number })[];
  /** The first `MAX_PROBLEMS_SHOWN` problems. */
  problems: ImportProblem[];
  /** How many more problems the file has (not listed). */
  problemsNotShown: number;
  /** The first `MAX_PROBLEMS_SHOWN` cells that begin like spreadsheet formulas (kept as text; issue 19, finding 4). */
  warnings: ImportProblem[];
  /** How many more such cells the file has. */
  warningsNotShown: number;
  /** With a year chosen: the rows of the file's other years left out unchecked, by year. */
  skipped: Record<number, number>;
  /** Years with a refused row (and its row): their totals are those of the rows read only. */
  incomplete: Record<number, number>;
}

/** Problems an import answer lists; the rest are counted (issue 19, finding 3: 99,939 problems made a 24 MB answer). */
export const MAX_PROBLEMS_SHOWN = 100;

/** The first `MAX_PROBLEMS_SHOWN` problems and the count of the rest. */
export function capProblems<T>(problems: readonly T[]): { problems: T[]; problemsNotShown: number } {
  return {
    problems: problems.slice(0, MAX_PROBLEMS_SHOWN),
    problemsNotShown: Math.max(0, problems.length - MAX_PROBLEMS_SHOWN),
  };
}

/** The first `MAX_PROBLEMS_SHOWN` warnings and the count of the rest. */
export function capWarnings<T>(warnings: readonly T[]): { warnings: T[]; warningsNotShown: number } {
  const { problems, problemsNotShown } = capProblems(warnings);
  return { warnings: problems, warningsNotShown: problemsNotShown };
}

/** An engine import failure as the API's 422 with every problem (row, column, code, message in both languages). */
export function importProblemsError(e: unknown): ApiError {
  const problems = (e as { problems?: ImportProblem[] })?.problems;
  if (Array.isArray(problems)) return importProblems('trial_balance_invalid', capProblems(problems));
  const { code, messages, value, row, column } = (e ?? {}) as {
    code?: string;
    messages?: { en: string; kh: string };
    value?: string;
    row?: number;
    column?: string;
  };
  if (code && messages) {
    // A file over a limit (too many lines, a cell too long, a workbook too large) or unreadable: one problem, where the
    // engine names the place.
    const problem: ImportProblem = { row: row ?? 1, code, message: messages };
    if (column !== undefined) problem.column = column;
    if (value !== undefined) problem.value = value;
    return importProblems('trial_balance_invalid', {
      problems: [problem],
      problemsNotShown: 0,
    });
  }
  throw e;
}

/**
 * Reads a trial-balance file with the engine's import rules, in the import worker (never on the event loop); never
 * throws for file problems, it lists them.
 */
export async function parseTrialBalance(
  upload: Upload,
  /** The chart's accounts; only their codes are read. */
  chart: readonly Pick<ChartAccount, 'code'>[],
  years?: number[],
  limits: TableLimits = {},
  onlyYear?: number,
): Promise<ParsedTrialBalance> {
  try {
    const result = await readTrialBalanceOffThread(
      upload.kind === 'csv' ? upload.text : upload.bytes,
      { accounts: chart },
      { ...(years ? { years } : {}), ...(onlyYear !== undefined ? { onlyYear } : {}), limits },
    );
    return {
      lines: result.trialBalance,
      skipped: result.skipped ?? {},
      incomplete: result.incomplete ?? {},
      ...capProblems(result.problems),
      ...capWarnings(result.warnings),
    };
  } catch (e) {
    const err = importProblemsError(e);
    return {
      lines: [],
      ...(err.details as { problems: ImportProblem[]; problemsNotShown: number }),
      warnings: [],
      warningsNotShown: 0,
      skipped: {},
      incomplete: {},
    };
  }
}
