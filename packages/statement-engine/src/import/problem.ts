/** One problem of an imported file, in both languages (internal: the package exports the `ImportProblem` type only). */
import type { ImportProblem } from '../model/types';

export const problem = (
  row: number,
  code: string,
  en: string,
  kh: string,
  column?: string,
  value?: string,
): ImportProblem => {
  const p: ImportProblem = { row, code, message: { en, kh } };
  if (column !== undefined) p.column = column;
  if (value !== undefined) p.value = value;
  return p;
};
