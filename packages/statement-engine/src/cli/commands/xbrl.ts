import { DfrError } from '../../errors';
import type { EntityInfo, Lang } from '../../model/types';
import { buildXbrlPackage, zipFiles } from '../../xbrl';
import type { Command } from '../command';
import { writeOutput } from '../io';
import { choice } from '../options';
import { readJsonFile, readStatementsFile } from './validate';

const command: Command = {
  name: 'xbrl',
  summary: {
    en: 'write the XBRL package (taxonomy, instance) and the Inline XBRL document of statements.json, to a folder or a zip',
    kh: 'សរសេរកញ្ចប់ XBRL (taxonomy, instance) និងឯកសារ Inline XBRL នៃ statements.json ទៅថត ឬឯកសារ zip',
  },
  usage: [
    'dfr-statements xbrl statements.json --out DIR|--zip FILE.zip',
    '  [--entity entity.json | --registration-number N --name-en T --name-kh T]',
    '  [--document-lang en|kh] [--colour #2e7d32] [--lang en|kh]',
  ].join('\n'),
  options: ['out', 'zip', 'entity', 'registration-number', 'name-en', 'name-kh', 'document-lang', 'colour'],
  async run({ args, cwd, lang, out }) {
    const file = args.positional[0];
    const given = (value: string | true | undefined) => (typeof value === 'string' && value !== '' ? value : undefined);
    const dir = given(args.options.out);
    const zip = given(args.options.zip);
    if (!file || (dir === undefined && zip === undefined)) {
      throw new DfrError('missing_argument', {
        en: 'Give the statements file and the output folder or zip: dfr-statements xbrl statements.json --out DIR|--zip FILE.zip',
        kh: 'សូមផ្តល់ឯកសាររបាយការណ៍ និងថត ឬ zip លទ្ធផល៖ dfr-statements xbrl statements.json --out DIR|--zip FILE.zip',
      });
    }
    const { options } = args;
    const statements = readStatementsFile(cwd, file);
    const fromFile =
      typeof options.entity === 'string' ? (readJsonFile(cwd, options.entity) as Partial<EntityInfo>) : {};
    const text = (name: string) => (typeof options[name] === 'string' ? (options[name] as string) : undefined);
    const entity = {
      nameEn: text('name-en') ?? fromFile.nameEn ?? statements.entity?.nameEn ?? '',
      nameKh: text('name-kh') ?? fromFile.nameKh ?? statements.entity?.nameKh ?? '',
      registrationNumber:
        text('registration-number') ?? fromFile.registrationNumber ?? statements.entity?.registrationNumber ?? '',
    };
    const documentLang: Lang | undefined =
      options['document-lang'] !== undefined ? choice(options, 'document-lang', ['en', 'kh'] as const) : undefined;
    const pkg = buildXbrlPackage({
      statements,
      entity,
      ...(documentLang ? { lang: documentLang } : {}),
      ...(typeof options.colour === 'string' ? { mainColour: options.colour } : {}),
    });
    const done = (where: string) =>
      out(
        lang === 'kh'
          ? `បានសរសេរឯកសារ ${pkg.files.length} ទៅ ${where}៖ ${pkg.instancePath} (XBRL) និង ${pkg.inlinePath} (Inline XBRL)`
          : `Wrote ${pkg.files.length} files to ${where}: ${pkg.instancePath} (XBRL) and ${pkg.inlinePath} (Inline XBRL)`,
      );
    if (dir !== undefined) {
      for (const f of pkg.files) writeOutput(cwd, `${dir}/${f.path}`, f.content);
      done(dir);
    }
    if (zip !== undefined) {
      // The download's zip (`buildXbrlZip`): the files under one folder named after the report.
      writeOutput(cwd, zip, zipFiles(pkg.files, pkg.instancePath.replace(/\.xbrl$/, '')));
      done(zip);
    }
    return 0;
  },
};

export default command;
