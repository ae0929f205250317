import { defaultChart, describeMapping, readChart } from '../../chart';
import { readTrialBalance } from '../../import';
import type { Currency, StatementSettings } from '../../model/types';
import { CURRENCIES, PL_TYPES, ROUNDING_LEVELS, SFP_TYPES } from '../../model/types';
import { buildStatements } from '../../statements';
import { parseIsoDate } from '../../periods';
import type { Command } from '../command';
import { readInput, requireOption, writeOutput } from '../io';
import { choice, FRAMEWORK_CHOICES, formatProblem, positiveNumber } from '../options';

const command: Command = {
  name: 'build',
  summary: {
    en: 'build the financial statements from a trial balance into statements.json',
    kh: 'បង្កើតរបាយការណ៍ហិរញ្ញវត្ថុពីតារាងតុល្យការ ទៅជា statements.json',
  },
  usage: [
    'dfr-statements build --trial-balance tb.csv|tb.xlsx --period-end YYYY-MM-DD --out statements.json',
    '  [--chart chart.csv|chart.xlsx] [--framework crfrf|npo] [--currency KHR|USD]',
    '  [--functional-currency KHR|USD --closing-rate N --average-rate N]',
    '  [--rounding units|thousands|millions|billions|trillions]',
    '  [--sfp current-noncurrent|liquidity] [--pl function|nature] [--lang en|kh]',
  ].join('\n'),
  options: [
    'trial-balance',
    'chart',
    'framework',
    'period-end',
    'currency',
    'functional-currency',
    'closing-rate',
    'average-rate',
    'rounding',
    'sfp',
    'pl',
    'out',
  ],
  async run({ args, cwd, lang, out, err }) {
    const { options } = args;
    const tbFile = requireOption(options, 'trial-balance');
    const outFile = requireOption(options, 'out');
    const periodEnd = requireOption(options, 'period-end');
    parseIsoDate(periodEnd, '--period-end');
    const framework = choice(options, 'framework', FRAMEWORK_CHOICES, 'crfrf');
    const presentationCurrency = choice(
      options,
      'currency',
      CURRENCIES.map((c) => c.toLowerCase()),
      'khr',
    );
    const functionalCurrency = choice(
      options,
      'functional-currency',
      CURRENCIES.map((c) => c.toLowerCase()),
      presentationCurrency,
    );
    const settings: StatementSettings = {
      framework,
      reportingYear: Number(periodEnd.slice(0, 4)),
      periodEnd,
      presentationCurrency: presentationCurrency.toUpperCase() as Currency,
      functionalCurrency: functionalCurrency.toUpperCase() as Currency,
      rounding: choice(options, 'rounding', ROUNDING_LEVELS, 'units'),
      sfpType: choice(options, 'sfp', SFP_TYPES, 'current-noncurrent'),
      plType: choice(options, 'pl', PL_TYPES, 'function'),
      cashFlowType: 'indirect',
    };
    const closingRate = positiveNumber(options, 'closing-rate');
    const averageRate = positiveNumber(options, 'average-rate');
    if (closingRate !== undefined) settings.closingRate = closingRate;
    if (averageRate !== undefined) settings.averageRate = averageRate;

    let chart = defaultChart(framework);
    if (typeof options.chart === 'string') {
      const read = readChart(readInput(cwd, options.chart), framework);
      if (read.problems.length > 0) {
        err(
          lang === 'kh'
            ? `តារាងគណនី ${options.chart} មានបញ្ហាចំនួន ${read.problems.length}៖`
            : `The chart of accounts ${options.chart} has ${read.problems.length} problem(s):`,
        );
        for (const problem of read.problems) err(formatProblem(problem, lang));
        return 1;
      }
      chart = read.chart;
      // What was read other than as written (names without prefix, common words, IFRS totals), so it can be checked.
      if (read.mappings.length > 0) {
        out(
          lang === 'kh'
            ? `តារាងគណនី ${options.chart}៖ បានអាន ${read.mappings.length} ក្រឡាតាមរបៀបខាងក្រោម៖`
            : `The chart of accounts ${options.chart}: ${read.mappings.length} cell(s) read as follows:`,
        );
        for (const mapping of read.mappings) out(`  ${describeMapping(mapping, lang)}`);
      }
    }

    const imported = readTrialBalance(readInput(cwd, tbFile), chart);
    if (!imported.ok) {
      err(
        lang === 'kh'
          ? `តារាងតុល្យការ ${tbFile} មានបញ្ហាចំនួន ${imported.problems.length}; មិនបានបង្កើតរបាយការណ៍ទេ៖`
          : `The trial balance ${tbFile} has ${imported.problems.length} problem(s); no statements were built:`,
      );
      for (const problem of imported.problems) err(formatProblem(problem, lang));
      return 1;
    }

    const set = buildStatements({ settings, trialBalance: imported.trialBalance, chart });
    writeOutput(cwd, outFile, `${JSON.stringify(set, null, 2)}\n`);
    const sections = set.rendering.sections.filter((s) => s.rows.some((r) => r.valueType === 'monetary'));
    out(
      lang === 'kh'
        ? `បានសរសេររបាយការណ៍ ${sections.length} និងទិន្នន័យ ${set.facts.length} ទៅ ${outFile} (ឆ្នាំ ${imported.years.join(', ')})`
        : `Wrote ${sections.length} statements and ${set.facts.length} facts to ${outFile} (years ${imported.years.join(', ')})`,
    );
    return 0;
  },
};

export default command;
