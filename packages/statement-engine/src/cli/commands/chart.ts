import { defaultChart, writeChartCsv, writeChartXlsx } from '../../chart';
import type { Command } from '../command';
import { requireOption, writeOutput } from '../io';
import { choice, FRAMEWORK_CHOICES, fileFormat } from '../options';

const command: Command = {
  name: 'chart',
  summary: {
    en: "write a framework's default chart of accounts (CSV or XLSX)",
    kh: 'សរសេរតារាងគណនីលំនាំដើមនៃក្របខ័ណ្ឌ (CSV ឬ XLSX)',
  },
  usage: 'dfr-statements chart --framework crfrf|npo --out chart.csv|chart.xlsx [--lang en|kh]',
  options: ['out', 'framework'],
  async run({ args, cwd, lang, out }) {
    const file = requireOption(args.options, 'out');
    const format = fileFormat(file);
    const framework = choice(args.options, 'framework', FRAMEWORK_CHOICES, 'crfrf');
    const chart = defaultChart(framework);
    writeOutput(cwd, file, format === 'xlsx' ? writeChartXlsx(chart) : writeChartCsv(chart));
    out(
      lang === 'kh'
        ? `បានសរសេរតារាងគណនី ${framework} (${chart.accounts.length} គណនី) ទៅ ${file}`
        : `Wrote the ${framework} chart of accounts (${chart.accounts.length} accounts) to ${file}`,
    );
    return 0;
  },
};

export default command;
