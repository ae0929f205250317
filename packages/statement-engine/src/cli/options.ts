// Parsing the option values shared by the commands, with bilingual errors that echo the bad value.
import { DfrError } from '../errors';
import type { Framework, ImportProblem, Lang } from '../model/types';

/** One of the allowed values, or a bilingual `invalid_option` error. */
export function choice<T extends string>(
  options: Record<string, string | true>,
  name: string,
  allowed: readonly T[],
  fallback?: T,
): T {
  const value = options[name];
  if (value === undefined && fallback !== undefined) return fallback;
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value.toLowerCase())) {
    return value.toLowerCase() as T;
  }
  throw new DfrError(
    'invalid_option',
    {
      en: `--${name} must be one of ${allowed.join(', ')}, got "${String(value ?? '')}".`,
      kh: `--${name} ត្រូវតែជាមួយក្នុងចំណោម ${allowed.join(', ')} ប៉ុន្តែទទួលបាន "${String(value ?? '')}"។`,
    },
    String(value ?? ''),
  );
}

/** A positive number option, or a bilingual error. */
export function positiveNumber(options: Record<string, string | true>, name: string): number | undefined {
  const value = options[name];
  if (value === undefined) return undefined;
  const number = typeof value === 'string' ? Number(value.replaceAll(',', '')) : Number.NaN;
  if (!Number.isFinite(number) || number <= 0) {
    throw new DfrError(
      'invalid_option',
      {
        en: `--${name} must be a number above zero, got "${String(value)}".`,
        kh: `--${name} ត្រូវតែជាលេខធំជាងសូន្យ ប៉ុន្តែទទួលបាន "${String(value)}"។`,
      },
      String(value),
    );
  }
  return number;
}

/** The format a file name asks for. */
export function fileFormat(file: string): 'csv' | 'xlsx' {
  if (/\.xlsx$/i.test(file)) return 'xlsx';
  if (/\.csv$/i.test(file)) return 'csv';
  throw new DfrError(
    'invalid_file_type',
    {
      en: `The file must end in .csv or .xlsx, got "${file}".`,
      kh: `ឯកសារត្រូវតែបញ្ចប់ដោយ .csv ឬ .xlsx ប៉ុន្តែទទួលបាន "${file}"។`,
    },
    file,
  );
}

export const FRAMEWORK_CHOICES: readonly Framework[] = ['crfrf', 'npo'];

/** One line per problem: where it is, what is wrong, the value found. */
export function formatProblem(problem: ImportProblem, lang: Lang): string {
  const where =
    lang === 'kh'
      ? `ជួរ ${problem.row}${problem.column ? ` ជួរឈរ ${problem.column}` : ''}`
      : `row ${problem.row}${problem.column ? `, column ${problem.column}` : ''}`;
  const value = problem.value !== undefined && problem.value !== '' ? ` [${problem.value}]` : '';
  return `  ${where}: ${problem.message[lang]}${value} (${problem.code})`;
}
