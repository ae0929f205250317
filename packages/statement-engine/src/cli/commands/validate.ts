import { DfrError } from '../../errors';
import type { EntityInfo, Lang, NoteData, StatementSet, StatementTexts } from '../../model/types';
import { checkRendering } from '../../statements/consistency';
import { getTaxonomy } from '../../taxonomy';
import { SECTION_TITLES, type StatementsLike, type ValidationResult, validateStatements } from '../../validation';
import type { Command } from '../command';
import { readInput } from '../io';

/** Reads a JSON file, or throws a bilingual error naming it. */
export function readJsonFile(cwd: string, file: string): unknown {
  const text = new TextDecoder().decode(readInput(cwd, file)).replace(/^\uFEFF/, '');
  try {
    return JSON.parse(text);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new DfrError(
      'invalid_json',
      { en: `"${file}" is not valid JSON: ${detail}`, kh: `"${file}" មិនមែនជា JSON ត្រឹមត្រូវទេ៖ ${detail}` },
      file,
    );
  }
}

/** Reads statements.json (what `dfr-statements build` writes) and checks its shape. */
export function readStatementsFile(cwd: string, file: string): StatementsLike & Partial<StatementSet> {
  const data = readJsonFile(cwd, file) as Partial<StatementSet> | null;
  const settings = data?.settings;
  if (!data || typeof data !== 'object' || !settings || typeof settings !== 'object' || !Array.isArray(data.facts)) {
    throw new DfrError(
      'invalid_statements_file',
      {
        en: `"${file}" is not a statements file: it needs "settings" and a "facts" list (see dfr-statements build).`,
        kh: `"${file}" មិនមែនជាឯកសាររបាយការណ៍ទេ៖ វាត្រូវការ "settings" និងបញ្ជី "facts" (សូមមើល dfr-statements build)។`,
      },
      file,
    );
  }
  if (settings.framework !== 'crfrf' && settings.framework !== 'npo') {
    throw new DfrError(
      'invalid_statements_file',
      {
        en: `"${file}": settings.framework must be crfrf or npo, got "${String(settings.framework)}".`,
        kh: `"${file}"៖ settings.framework ត្រូវតែជា crfrf ឬ npo ប៉ុន្តែទទួលបាន "${String(settings.framework)}"។`,
      },
      String(settings.framework),
    );
  }
  // Facts and printed figures are one statement set: a file where they disagree is refused, never half-used.
  checkRendering(data as StatementSet, file);
  return { ...data, settings, facts: data.facts, taxonomy: getTaxonomy(settings.framework) } as StatementsLike &
    Partial<StatementSet>;
}

/** Prints a validation result: the verdict, then every error by section. */
export function printResult(result: ValidationResult, lang: Lang, out: (text: string) => void): void {
  out(result.verdict[lang]);
  const kinds = {
    genuine: { en: 'genuine error', kh: 'កំហុសពិតប្រាកដ' },
    possible: { en: 'possible error', kh: 'កំហុសដែលអាចកើតមាន' },
  };
  for (const section of result.sections) {
    out('');
    out(`${SECTION_TITLES[section.section][lang]} (${section.errors.length})`);
    for (const error of section.errors) out(`  [${error.id}] ${kinds[error.severity][lang]}: ${error.message[lang]}`);
  }
}

const command: Command = {
  name: 'validate',
  summary: {
    en: 'validate statements.json: the verdict and every genuine and possible error',
    kh: 'ផ្ទៀងផ្ទាត់ statements.json៖ សេចក្តីសន្និដ្ឋាន និងកំហុសពិតប្រាកដ និងកំហុសដែលអាចកើតមានទាំងអស់',
  },
  usage: [
    'dfr-statements validate statements.json [--json] [--lang en|kh]',
    '  [--previous last-year.json] [--entity entity.json] [--notes notes.json] [--texts texts.json]',
    'Exits 1 when there is a genuine error, 0 otherwise.',
  ].join('\n'),
  options: ['json', 'previous', 'entity', 'notes', 'texts'],
  async run({ args, cwd, lang, out }) {
    const file = args.positional[0];
    if (!file) {
      throw new DfrError('missing_argument', {
        en: 'Give the statements file: dfr-statements validate statements.json',
        kh: 'សូមផ្តល់ឯកសាររបាយការណ៍៖ dfr-statements validate statements.json',
      });
    }
    const { options } = args;
    const optionalFile = (name: string) =>
      typeof options[name] === 'string' ? readJsonFile(cwd, options[name]) : undefined;
    const statements = readStatementsFile(cwd, file);
    const previousFile = options.previous;
    const result = validateStatements({
      statements,
      ...(typeof previousFile === 'string' ? { previous: readStatementsFile(cwd, previousFile) } : {}),
      ...(options.entity ? { entity: optionalFile('entity') as EntityInfo } : {}),
      ...(options.notes ? { notes: optionalFile('notes') as NoteData } : {}),
      ...(options.texts ? { texts: optionalFile('texts') as StatementTexts } : {}),
    });
    if (options.json) out(JSON.stringify(result, null, 2));
    else printResult(result, lang, out);
    return result.canFile ? 0 : 1;
  },
};

export default command;
