import fs from 'node:fs';
import { formatNumber } from '../../format';
import {
  DOCUMENT_LANGUAGES,
  type DocumentLanguage,
  pdfPageOptions,
  readPrintSettings,
  withPageNumberStyle,
} from '../../document/settings';
import { DfrError } from '../../errors';
import type { EntityInfo } from '../../model/types';
import { exportPrintableDocument } from '../../xbrl';
import type { Command } from '../command';
import { writeOutput } from '../io';
import { choice } from '../options';
import { readJsonFile, readStatementsFile } from './validate';

/** The part of Playwright the command uses (an optional peer dependency: `playwright-core`). */
interface Chromium {
  launch(options: { executablePath: string; args: string[] }): Promise<{
    newPage(): Promise<{
      setContent(html: string, options: { waitUntil: 'load'; timeout: number }): Promise<void>;
      evaluate(expression: string): Promise<unknown>;
      pdf(options: ReturnType<typeof pdfPageOptions> & { timeout?: number }): Promise<Uint8Array>;
    }>;
    close(): Promise<void>;
  }>;
}

async function loadChromium(): Promise<Chromium> {
  try {
    const module = (await import('playwright-core')) as unknown as { chromium: Chromium };
    return module.chromium;
  } catch {
    throw new DfrError('pdf_engine_missing', {
      en: 'Printing to PDF needs the package playwright-core next to this one: npm install playwright-core',
      kh: 'ការបោះពុម្ពជា PDF ត្រូវការកញ្ចប់ playwright-core នៅជាមួយកញ្ចប់នេះ៖ npm install playwright-core',
    });
  }
}

const command: Command = {
  name: 'pdf',
  summary: {
    en: "print statements.json as a PDF with export settings (headless Chromium's print: Khmer shaped right)",
    kh: 'បោះពុម្ព statements.json ជា PDF តាមការកំណត់ការនាំចេញ (ការបោះពុម្ពរបស់ Chromium៖ អក្សរខ្មែរត្រឹមត្រូវ)',
  },
  usage: [
    'dfr-statements pdf statements.json --out statements.pdf [--settings export.json]',
    '  [--entity entity.json] [--document-lang en|kh|both] [--chromium /usr/bin/chromium] [--lang en|kh]',
    '  export.json: { pageSize, orientation, margin, header, footer, pageNumber, pageNumberPosition,',
    '                 mainColour, documentLanguage } (missing fields take the defaults)',
  ].join('\n'),
  options: ['out', 'settings', 'entity', 'document-lang', 'chromium'],
  async run({ args, cwd, lang, out, err }) {
    const file = args.positional[0];
    const target = typeof args.options.out === 'string' && args.options.out !== '' ? args.options.out : undefined;
    if (!file || !target) {
      throw new DfrError('missing_argument', {
        en: 'Give the statements file and the PDF to write: dfr-statements pdf statements.json --out statements.pdf',
        kh: 'សូមផ្តល់ឯកសាររបាយការណ៍ និង PDF ដែលត្រូវសរសេរ៖ dfr-statements pdf statements.json --out statements.pdf',
      });
    }
    const { options } = args;
    const statements = readStatementsFile(cwd, file);
    const read = readPrintSettings(typeof options.settings === 'string' ? readJsonFile(cwd, options.settings) : {});
    if (read.problems.length > 0) {
      for (const p of read.problems) err(p.message[lang]);
      throw new DfrError('invalid_settings', {
        en: `The export settings have ${read.problems.length} problem(s); nothing was printed.`,
        kh: `ការកំណត់ការនាំចេញមានបញ្ហា ${formatNumber(read.problems.length, 'kh')}; មិនបានបោះពុម្ពអ្វីទេ។`,
      });
    }
    const settings = read.settings;
    const documentLang: DocumentLanguage =
      options['document-lang'] !== undefined
        ? choice(options, 'document-lang', DOCUMENT_LANGUAGES)
        : settings.documentLanguage;
    const fromFile =
      typeof options.entity === 'string' ? (readJsonFile(cwd, options.entity) as Partial<EntityInfo>) : {};
    const entity = {
      nameEn: fromFile.nameEn ?? statements.entity?.nameEn ?? '',
      nameKh: fromFile.nameKh ?? statements.entity?.nameKh ?? '',
      registrationNumber: fromFile.registrationNumber ?? statements.entity?.registrationNumber ?? '',
    };
    const html = withPageNumberStyle(
      exportPrintableDocument(statements as Parameters<typeof exportPrintableDocument>[0], {
        entity,
        lang: documentLang,
        mainColour: settings.mainColour,
      }),
      settings,
      documentLang,
    );
    const executablePath =
      (typeof options.chromium === 'string' ? options.chromium : undefined) ??
      process.env.CHROMIUM_PATH ??
      '/usr/bin/chromium';
    if (!fs.existsSync(executablePath)) {
      throw new DfrError(
        'chromium_missing',
        {
          en: `Chromium is not at ${executablePath}: install it (e.g. apt-get install chromium) or give --chromium PATH.`,
          kh: `រកមិនឃើញ Chromium នៅ ${executablePath}៖ សូមដំឡើងវា (ឧ. apt-get install chromium) ឬផ្តល់ --chromium PATH។`,
        },
        executablePath,
      );
    }
    const chromium = await loadChromium();
    const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
    try {
      const page = await browser.newPage();
      await page.setContent(html, { waitUntil: 'load', timeout: 60_000 });
      await page.evaluate('document.fonts.ready.then(() => true)');
      const name = documentLang === 'kh' ? entity.nameKh || entity.nameEn : entity.nameEn || entity.nameKh;
      const pdf = await page.pdf({
        ...pdfPageOptions(
          { ...settings, documentLanguage: documentLang },
          { entity: name, year: statements.settings.reportingYear, lang: documentLang },
        ),
        timeout: 60_000,
      });
      writeOutput(cwd, target, pdf);
      out(
        lang === 'kh'
          ? `បានសរសេរ ${target} (${settings.pageSize} ${settings.orientation}, ${documentLang})`
          : `Wrote ${target} (${settings.pageSize} ${settings.orientation}, ${documentLang})`,
      );
    } finally {
      await browser.close();
    }
    return 0;
  },
};

export default command;
