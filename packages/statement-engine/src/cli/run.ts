import { DfrError, isDfrError } from '../errors';
import type { Lang } from '../model/types';
import { parseArgs } from './args';
import type { Command, CliContext } from './command';
import { COMMANDS } from './commands';

export interface CliIo {
  cwd: string;
  out(text: string): void;
  err(text: string): void;
}

const HELP_HEADER = {
  en: 'dfr-statements: financial statements, validation and XBRL from a trial balance (English and Khmer)',
  kh: 'dfr-statements៖ របាយការណ៍ហិរញ្ញវត្ថុ ការផ្ទៀងផ្ទាត់ និង XBRL ពីតារាងតុល្យការ (អង់គ្លេស និងខ្មែរ)',
};

async function loadCommands(): Promise<Command[]> {
  return Promise.all(Object.values(COMMANDS).map(async (load) => (await load()).default));
}

async function printHelp(io: CliIo, lang: Lang): Promise<void> {
  io.out(HELP_HEADER[lang]);
  io.out('');
  io.out(lang === 'kh' ? 'ពាក្យបញ្ជា៖' : 'Commands:');
  for (const command of await loadCommands()) io.out(`  ${command.name.padEnd(10)} ${command.summary[lang]}`);
  io.out('');
  io.out(
    lang === 'kh'
      ? 'ជម្រើសទូទៅ៖ --lang en|kh (ភាសានៃសារ), --help។ សូមវាយ dfr-statements <ពាក្យបញ្ជា> --help'
      : 'Common options: --lang en|kh (language of messages), --help. Run dfr-statements <command> --help',
  );
}

function printCommandHelp(io: CliIo, lang: Lang, command: Command): void {
  io.out(`dfr-statements ${command.name}: ${command.summary[lang]}`);
  io.out('');
  io.out(command.usage);
}

/** Runs the CLI with the given arguments (without `node` and the script) and returns the exit code. Never throws. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv);
  const langOption = args.options.lang;
  const lang: Lang = langOption === 'kh' ? 'kh' : 'en';
  try {
    if (langOption !== undefined && langOption !== 'en' && langOption !== 'kh') {
      throw new DfrError(
        'invalid_lang',
        {
          en: `--lang must be en or kh, got "${String(langOption)}".`,
          kh: `--lang ត្រូវតែជា en ឬ kh ប៉ុន្តែទទួលបាន "${String(langOption)}"។`,
        },
        String(langOption),
      );
    }
    const name = args.positional.shift();
    if (!name) {
      await printHelp(io, lang);
      return args.options.help ? 0 : 2;
    }
    const load = COMMANDS[name];
    if (!load) {
      throw new DfrError(
        'unknown_command',
        {
          en: `Unknown command "${name}". Commands: ${Object.keys(COMMANDS).join(', ')}.`,
          kh: `ពាក្យបញ្ជាមិនស្គាល់ "${name}"។ ពាក្យបញ្ជា៖ ${Object.keys(COMMANDS).join(', ')}។`,
        },
        name,
      );
    }
    const command = (await load()).default;
    if (args.options.help) {
      printCommandHelp(io, lang, command);
      return 0;
    }
    for (const option of Object.keys(args.options)) {
      if (option !== 'lang' && !command.options.includes(option)) {
        throw new DfrError(
          'unknown_option',
          {
            en: `Unknown option --${option} for "${name}". Options: ${command.options.map((o) => `--${o}`).join(', ')}.`,
            kh: `ជម្រើសមិនស្គាល់ --${option} សម្រាប់ "${name}"។ ជម្រើស៖ ${command.options.map((o) => `--${o}`).join(', ')}។`,
          },
          option,
        );
      }
    }
    const context: CliContext = { lang, args, cwd: io.cwd, out: io.out, err: io.err };
    return await command.run(context);
  } catch (error) {
    if (isDfrError(error)) {
      io.err(`${lang === 'kh' ? 'កំហុស' : 'Error'} [${error.code}]: ${error.text(lang)}`);
      return 1;
    }
    // An unexpected failure: say what happened in both forms, without a stack trace.
    const detail = error instanceof Error ? error.message : String(error);
    io.err(lang === 'kh' ? `កំហុសដែលមិនបានរំពឹងទុក [unexpected]: ${detail}` : `Unexpected error [unexpected]: ${detail}`);
    return 1;
  }
}
