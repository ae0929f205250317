/** A statement set read from a file: its printed figures (the rendering) must be what its facts give (issue 34). */
import { DfrError } from '../errors';
import { formatNumber, toKhmerDigits } from '../format';
import type { RenderingModel, StatementSet } from '../model/types';
import { periodKey } from '../periods';
import { renderingFromFacts } from './rerender';

type Cells = Map<string, { concept: string; period: string; value: string }>;

/** Every printed figure of a rendering by section, row and column: its unrounded value, rounded and displayed. */
function cellsOf(rendering: RenderingModel): Cells {
  const cells: Cells = new Map();
  for (const section of rendering.sections ?? []) {
    for (const row of section.rows ?? []) {
      for (const [column, period] of Object.entries(row.periods ?? {})) {
        if (!period) continue;
        const amount = row.amounts?.[column as keyof typeof row.amounts];
        const other = row.values?.[column as keyof typeof row.values];
        const value = amount
          ? `${amount.value}|${amount.rounded}|${amount.display}`
          : other !== undefined
            ? JSON.stringify(other)
            : '';
        cells.set(`${section.id}|${row.labelKey}|${column}`, {
          concept: row.concept,
          period: periodKey(period),
          value,
        });
      }
    }
  }
  return cells;
}

/** A cell's figure for a message: the unrounded value, or the printed one when only that differs; grouped digits. */
function shown(value: string | undefined, part: 0 | 2): string {
  if (value === undefined || value === '') return '—';
  const figure = value.split('|')[part] ?? value;
  return /^-?\d+(\.\d+)?$/.test(figure) ? formatNumber(Number(figure), 'en') : figure;
}

/**
 * Throws a bilingual `statements_inconsistent` error when the set's rendering is not the one its facts give (a fact
 * edited by hand, a printed figure edited, a row added or removed), naming the first figure that differs. A set
 * without a rendering is left alone: its facts are all there is.
 */
export function checkRendering(set: StatementSet, file = 'statements.json'): void {
  if (!set.rendering) return;
  const inconsistent = (detail: { en: string; kh: string }, value?: string) =>
    new DfrError(
      'statements_inconsistent',
      {
        en: `"${file}": its facts and its printed statements disagree (${detail.en}). Build the statements again with dfr-statements build instead of editing the file.`,
        kh: `"${file}"៖ ទិន្នន័យ (facts) និងរបាយការណ៍ដែលបានបោះពុម្ពរបស់វាមិនស៊ីគ្នាទេ (${detail.kh})។ សូមបង្កើតរបាយការណ៍ម្តងទៀតដោយ dfr-statements build ជំនួសឱ្យការកែសម្រួលឯកសារ។`,
      },
      value,
    );
  let derived: RenderingModel;
  try {
    derived = renderingFromFacts(set);
  } catch (error) {
    const reason = error instanceof DfrError ? error.messages : undefined;
    throw inconsistent(
      reason ?? { en: 'its facts cannot be drawn as statements', kh: 'មិនអាចគូររបាយការណ៍ពីទិន្នន័យរបស់វាបានទេ' },
    );
  }
  const file_ = cellsOf(set.rendering);
  const facts = cellsOf(derived);
  // The figure whose unrounded value differs is the one edited (a row drawn only on one side, a printed amount that
  // differs alone come next).
  const keys = [...new Set([...facts.keys(), ...file_.keys()])];
  const unrounded = (value: string | undefined) => value?.split('|')[0];
  const differs = (key: string) => unrounded(facts.get(key)?.value) !== unrounded(file_.get(key)?.value);
  const edited =
    keys.find((key) => facts.has(key) && file_.has(key) && differs(key)) ??
    keys.find(differs) ??
    keys.find((key) => facts.get(key)?.value !== file_.get(key)?.value);
  if (edited === undefined) return;
  const fromFacts = facts.get(edited);
  const printed = file_.get(edited);
  const { concept, period } = (fromFacts ?? printed)!;
  const part = unrounded(fromFacts?.value) === unrounded(printed?.value) ? 2 : 0;
  const a = shown(fromFacts?.value, part);
  const b = shown(printed?.value, part);
  const what = part === 0 ? { en: 'is', kh: 'គឺ' } : { en: 'is printed as', kh: 'ត្រូវបានបោះពុម្ពជា' };
  throw inconsistent(
    {
      en: `${concept} at ${period} ${what.en} ${a} in the facts but ${b} in the rendering`,
      kh: `${concept} នៅ ${period} ${what.kh} ${toKhmerDigits(a)} ក្នុងទិន្នន័យ (facts) ប៉ុន្តែ ${toKhmerDigits(b)} ក្នុងរបាយការណ៍ដែលបានបោះពុម្ព`,
    },
    concept,
  );
}
