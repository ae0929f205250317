import type { Bilingual, Lang } from '../model/types';

/**
 * The engine's error: a stable `code`, a message in both languages and the bad value echoed back.
 * `message` is the English text so that `Error` consumers still read something useful.
 */
export class DfrError extends Error {
  readonly code: string;
  readonly messages: Bilingual;
  readonly value?: string;

  constructor(code: string, messages: Bilingual, value?: string) {
    super(messages.en);
    this.name = 'DfrError';
    this.code = code;
    this.messages = messages;
    this.value = value;
  }

  /** The message in one language. */
  text(lang: Lang): string {
    return this.messages[lang];
  }
}

/** A setting, option or argument has a value the engine cannot use. */
export class InvalidSettingError extends DfrError {
  constructor(code: string, messages: Bilingual, value?: string) {
    super(code, messages, value);
    this.name = 'InvalidSettingError';
  }
}

/** A file (trial balance, chart, workbook) could not be read. */
export class FileFormatError extends DfrError {
  /** Where in the file, when one place is to blame (row as the user sees it, column header). */
  readonly row?: number;
  readonly column?: string;
  constructor(code: string, messages: Bilingual, value?: string, at?: { row: number; column?: string }) {
    super(code, messages, value);
    this.name = 'FileFormatError';
    if (at) {
      this.row = at.row;
      if (at.column !== undefined) this.column = at.column;
    }
  }
}

/** A trial balance or chart was read but breaks the import rules; every problem is listed. */
export class ImportProblemsError extends DfrError {
  readonly problems: import('../model/types').ImportProblem[];
  constructor(problems: import('../model/types').ImportProblem[]) {
    super(
      'import_problems',
      {
        en: `The file has ${problems.length} problem(s); nothing was imported.`,
        kh: `ឯកសារមានបញ្ហាចំនួន ${problems.length}; គ្មានអ្វីត្រូវបាននាំចូលទេ។`,
      },
      String(problems.length),
    );
    this.name = 'ImportProblemsError';
    this.problems = problems;
  }
}

/** True for any engine error (a `DfrError` or subclass). */
export function isDfrError(error: unknown): error is DfrError {
  return error instanceof DfrError;
}
