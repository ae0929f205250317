import { defaultChart } from '../../chart';
import { trialBalanceTemplateCsv, trialBalanceTemplateXlsx } from '../../import';
import type { Command } from '../command';
import { requireOption, writeOutput } from '../io';
import { choice, FRAMEWORK_CHOICES, fileFormat, positiveNumber } from '../options';

const command: Command = {
  name: 'template',
  summary: {
    en: 'write the trial balance import template (CSV or XLSX)',
    kh: 'សរសេរគំរូនាំចូលតារាងតុល្យការ (CSV ឬ XLSX)',
  },
  usage: 'dfr-statements template --out tb.csv|tb.xlsx [--framework crfrf|npo] [--year YYYY] [--lang en|kh]',
  options: ['out', 'framework', 'year'],
  async run({ args, cwd, lang, out }) {
    const file = requireOption(args.options, 'out');
    const format = fileFormat(file);
    const chart = defaultChart(choice(args.options, 'framework', FRAMEWORK_CHOICES, 'crfrf'));
    const year = positiveNumber(args.options, 'year') ?? 2025;
    const options = { chart, year: Math.trunc(year) };
    writeOutput(cwd, file, format === 'xlsx' ? trialBalanceTemplateXlsx(options) : trialBalanceTemplateCsv(options));
    out(lang === 'kh' ? `បានសរសេរគំរូតារាងតុល្យការទៅ ${file}` : `Wrote the trial balance template to ${file}`);
    return 0;
  },
};

export default command;
