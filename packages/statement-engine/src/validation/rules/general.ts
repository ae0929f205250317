import { CURRENCIES, type Fact } from '../../model/types';
import { roundingUnit } from '../../rounding';
import { formatDate, localName } from '../context';
import { isIsoDate, periodKey } from '../../periods';
import { rule, t, type ValidationRule } from '../rule';
import type { Finding } from '../types';
import { cashFlowConcepts, finding, lacksOpeningBalances } from './helpers';

/** Concepts always reported in KHR. */
const KHR_CONCEPTS = new Set(['PaidUpCapitalOfShareholders']);

export const generalRules: ValidationRule[] = [
  rule(
    'GI001',
    'genuine',
    'generalInformation',
    t('The period end falls in the reporting year', 'កាលបរិច្ឆេទចុងគ្រាស្ថិតក្នុងឆ្នាំរាយការណ៍'),
    [],
    (ctx) => {
      const { periodEnd, reportingYear } = ctx.settings;
      if (!isIsoDate(periodEnd))
        return finding({
          en: `The period end "${periodEnd}" is not a date (YYYY-MM-DD).`,
          kh: `កាលបរិច្ឆេទចុងគ្រា "${periodEnd}" មិនមែនជាកាលបរិច្ឆេទ (YYYY-MM-DD)។`,
        });
      if (Number(periodEnd.slice(0, 4)) === reportingYear) return [];
      return finding({
        en: `The period end ${periodEnd} is not in the reporting year ${reportingYear}.`,
        kh: `កាលបរិច្ឆេទចុងគ្រា ${formatDate(periodEnd, 'kh')} មិនស្ថិតក្នុងឆ្នាំរាយការណ៍ ${formatDate(String(reportingYear), 'kh')}។`,
      });
    },
  ),
  rule(
    'GI002',
    'genuine',
    'generalInformation',
    t(
      'The financial year starts before it ends and lasts at most 18 months',
      'ឆ្នាំហិរញ្ញវត្ថុចាប់ផ្តើមមុនពេលបញ្ចប់ ហើយមានរយៈពេលមិនលើស ១៨ ខែ',
    ),
    [],
    (ctx) => {
      const given = ctx.settings.periodStart;
      if (given !== undefined && !isIsoDate(given)) {
        return finding({
          en: `The period start "${given}" is not a date (YYYY-MM-DD).`,
          kh: `កាលបរិច្ឆេទចាប់ផ្តើមគ្រា "${given}" មិនមែនជាកាលបរិច្ឆេទ (YYYY-MM-DD)។`,
        });
      }
      const { start, end } = ctx.periods.current;
      const days = (Date.parse(end) - Date.parse(start)) / 86_400_000;
      if (days > 0 && days <= 549) return [];
      return finding({
        en: `The financial year ${start} – ${end} is not valid (it must start before it ends and last at most 18 months).`,
        kh: `ឆ្នាំហិរញ្ញវត្ថុ ${formatDate(start, 'kh')} – ${formatDate(end, 'kh')} មិនត្រឹមត្រូវ (ត្រូវចាប់ផ្តើមមុនពេលបញ្ចប់ ហើយមានរយៈពេលមិនលើស ១៨ ខែ)។`,
      });
    },
  ),
  rule(
    'GI003',
    'possible',
    'generalInformation',
    t('The financial year lasts twelve months', 'ឆ្នាំហិរញ្ញវត្ថុមានរយៈពេលដប់ពីរខែ'),
    [],
    (ctx) => {
      const { start, end } = ctx.periods.current;
      const days = Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000) + 1;
      if (days <= 0 || days === 365 || days === 366) return [];
      return finding({
        en: `The financial year ${start} – ${end} lasts ${days} days, not twelve months; the comparative figures are not comparable — say so in the notes.`,
        kh: `ឆ្នាំហិរញ្ញវត្ថុ ${formatDate(start, 'kh')} – ${formatDate(end, 'kh')} មានរយៈពេល ${formatDate(String(days), 'kh')} ថ្ងៃ មិនមែនដប់ពីរខែ; តួលេខប្រៀបធៀបមិនអាចប្រៀបធៀបបាន — សូមបញ្ជាក់ក្នុងកំណត់សម្គាល់។`,
      });
    },
  ),
  rule(
    'GI004',
    'genuine',
    'generalInformation',
    t('The entity has a name in English and Khmer', 'អង្គភាពមានឈ្មោះជាភាសាអង់គ្លេស និងខ្មែរ'),
    [],
    (ctx) => {
      const e = ctx.entity;
      if (!e || (e.nameEn.trim() !== '' && e.nameKh.trim() !== '')) return [];
      return finding({
        en: 'The reporting entity needs its name in both English and Khmer.',
        kh: 'អង្គភាពរាយការណ៍ត្រូវការឈ្មោះជាភាសាអង់គ្លេស និងខ្មែរ។',
      });
    },
  ),
  rule(
    'GI005',
    'genuine',
    'generalInformation',
    t('The company registration number is given', 'លេខចុះបញ្ជីក្រុមហ៊ុនត្រូវបានផ្តល់'),
    [],
    (ctx) =>
      ctx.entity?.registrationNumber.trim() !== ''
        ? []
        : finding({
            en: 'The company registration number is missing; it identifies the entity in the XBRL filing.',
            kh: 'ខ្វះលេខចុះបញ្ជីក្រុមហ៊ុន; វាកំណត់អត្តសញ្ញាណអង្គភាពក្នុងការដាក់ស្នើ XBRL។',
          }),
  ),
  rule(
    'GI006',
    'genuine',
    'generalInformation',
    t('Translation rates are given when the currencies differ', 'អត្រាប្តូរប្រាក់ត្រូវបានផ្តល់ នៅពេលរូបិយប័ណ្ណខុសគ្នា'),
    [],
    (ctx) => {
      const s = ctx.settings;
      const out: Finding[] = [];
      for (const c of [s.presentationCurrency, s.functionalCurrency]) {
        if (!(CURRENCIES as readonly string[]).includes(c))
          out.push(
            ...finding({
              en: `The currency "${c}" is not supported (KHR or USD).`,
              kh: `រូបិយប័ណ្ណ "${c}" មិនត្រូវបានគាំទ្រ (KHR ឬ USD)។`,
            }),
          );
      }
      if (s.presentationCurrency !== s.functionalCurrency && !((s.closingRate ?? 0) > 0 && (s.averageRate ?? 0) > 0)) {
        out.push(
          ...finding({
            en: `Translating ${s.functionalCurrency} to ${s.presentationCurrency} needs a closing rate and an average rate above 0.`,
            kh: `ការប្តូរពី ${s.functionalCurrency} ទៅ ${s.presentationCurrency} ត្រូវការអត្រាចុងគ្រា និងអត្រាមធ្យមធំជាង ០។`,
          }),
        );
      }
      return out;
    },
  ),
  rule(
    'GI007',
    'genuine',
    'generalInformation',
    t('Amounts have no decimal places', 'ចំនួនទឹកប្រាក់គ្មានខ្ទង់ទសភាគ'),
    [],
    (ctx) =>
      ctx.factScan().fractional.map((f) => ({
        message: {
          en: `${ctx.label(f.concept).en} ${ctx.year(f.period, 'en')} (${String(f.value)}) has decimal places; amounts are whole.`,
          kh: `${ctx.label(f.concept).kh} ${ctx.year(f.period, 'kh')} (${String(f.value)}) មានខ្ទង់ទសភាគ; ចំនួនទឹកប្រាក់ត្រូវជាចំនួនគត់។`,
        },
        elements: [{ concept: f.concept, period: f.period, value: f.value }],
      })),
  ),
  rule(
    'GI008',
    'genuine',
    'generalInformation',
    t('Mandatory facts are reported', 'ទិន្នន័យចាំបាច់ត្រូវបានរាយការណ៍'),
    [],
    (ctx) => {
      const presented = ctx.presentedConcepts();
      // Cash flows that cannot be drawn for want of opening balances are CF009's, said once with what to do.
      const leftToCF009 = lacksOpeningBalances(ctx) ? cashFlowConcepts(ctx) : new Set<string>();
      const out: Finding[] = [];
      for (const [name, c] of ctx.mandatoryConcepts()) {
        if (!presented.has(name) || leftToCF009.has(name)) continue;
        const period = c.periodType === 'instant' ? ctx.periods.currentEnd : ctx.periods.current;
        if (ctx.has(name, period)) continue;
        out.push({
          message: {
            en: `The mandatory fact "${c.label.en}" is missing for ${ctx.year(period, 'en')}.`,
            kh: `ខ្វះទិន្នន័យចាំបាច់ "${c.label.kh}" សម្រាប់ឆ្នាំ ${ctx.year(period, 'kh')}។`,
          },
          elements: [{ concept: name, period }],
        });
      }
      return out;
    },
  ),
  rule(
    'GI009',
    'genuine',
    'generalInformation',
    t('Every fact belongs to the taxonomy', 'ទិន្នន័យនីមួយៗជាកម្មសិទ្ធិរបស់ចំណាត់ថ្នាក់ទិន្នន័យ'),
    [],
    (ctx) => {
      if (!ctx.taxonomy) return [];
      const unknown = ctx.factScan().unknown;
      return unknown.map((c) => ({
        message: {
          en: `"${c}" is not a concept of the ${ctx.settings.framework.toUpperCase()} taxonomy.`,
          kh: `"${c}" មិនមែនជាធាតុនៃចំណាត់ថ្នាក់ទិន្នន័យ (taxonomy) ${ctx.settings.framework.toUpperCase()} ទេ។`,
        },
        elements: [{ concept: c }],
      }));
    },
  ),
  rule(
    'GI010',
    'genuine',
    'generalInformation',
    t("Each fact's period matches its concept's period type", 'កំឡុងពេលនៃទិន្នន័យនីមួយៗស្របនឹងប្រភេទកំឡុងពេលនៃធាតុ'),
    [],
    (ctx) =>
      ctx.factScan().misplaced.map((f) => {
        const expected = ctx.concept(f.concept)!.periodType === 'instant';
        return {
          message: {
            en: `${ctx.label(f.concept).en} is reported for ${periodKey(f.period)} but is ${expected ? 'a balance at a date (instant)' : 'a flow over a period (duration)'}.`,
            kh: `${ctx.label(f.concept).kh} ត្រូវបានរាយការណ៍សម្រាប់ ${formatDate(periodKey(f.period), 'kh')} ប៉ុន្តែជា${expected ? 'សមតុល្យនៅកាលបរិច្ឆេទមួយ (instant)' : 'លំហូរក្នុងកំឡុងពេលមួយ (duration)'}។`,
          },
          elements: [{ concept: f.concept, period: f.period }],
        };
      }),
  ),
  rule(
    'GI011',
    'genuine',
    'generalInformation',
    t('Monetary facts are in the presentation currency', 'ទិន្នន័យរូបិយវត្ថុជារូបិយប័ណ្ណបង្ហាញ'),
    [],
    (ctx) => {
      const currency = ctx.settings.presentationCurrency;
      // Shareholders' paid-up capital is recorded in KHR whatever the presentation currency.
      const wrong = ctx
        .monetaryFacts()
        .filter((f) => f.unit !== currency && !(f.unit === 'KHR' && KHR_CONCEPTS.has(localName(f.concept))));
      if (wrong.length === 0) return [];
      const names = [...new Set(wrong.map((f) => localName(f.concept)))].slice(0, 10).join(', ');
      return finding(
        {
          en: `${wrong.length} monetary fact(s) are not in ${currency}: ${names}.`,
          kh: `ទិន្នន័យរូបិយវត្ថុ ${formatDate(String(wrong.length), 'kh')} មិនមែនជា ${currency}៖ ${names}។`,
        },
        wrong.slice(0, 10).map((f) => ({ concept: f.concept, period: f.period })),
      );
    },
  ),
  rule(
    'GI012',
    'genuine',
    'generalInformation',
    t('No fact is reported twice with different values', 'គ្មានទិន្នន័យត្រូវបានរាយការណ៍ពីរដងដោយតម្លៃខុសគ្នា'),
    [],
    (ctx) => {
      // Only facts that share their concept and period with another can be reported twice: the set's index counts
      // them, so a set without any costs nothing here (no map per concept).
      const sharing = ctx.sharingConcepts;
      if (!sharing) return [];
      // The first fact by concept and period (several only when languages differ): no map per concept and period.
      const firstOf = new Map<string, Map<string, Fact | Fact[]>>();
      const out: Finding[] = [];
      for (const f of ctx.rawFacts) {
        if (!sharing.has(f.concept)) continue;
        let byPeriod = firstOf.get(f.concept);
        if (!byPeriod) {
          byPeriod = new Map();
          firstOf.set(f.concept, byPeriod);
        }
        const period = ctx.keyOf(f.period);
        const at = byPeriod.get(period);
        if (at === undefined) {
          byPeriod.set(period, f);
          continue;
        }
        const lang = f.lang ?? '';
        const list = Array.isArray(at) ? at : [at];
        const first = list.find((g) => (g.lang ?? '') === lang);
        if (!first) {
          list.push(f);
          if (list !== at) byPeriod.set(period, list);
        } else if (first.value !== f.value) {
          out.push({
            message: {
              en: `${ctx.label(f.concept).en} ${ctx.year(f.period, 'en')} is reported twice: ${String(first.value)} and ${String(f.value)}.`,
              kh: `${ctx.label(f.concept).kh} ${ctx.year(f.period, 'kh')} ត្រូវបានរាយការណ៍ពីរដង៖ ${String(first.value)} និង ${String(f.value)}។`,
            },
            elements: [{ concept: f.concept, period: f.period }],
          });
        }
      }
      return out;
    },
  ),
  rule('GI013', 'genuine', 'generalInformation', t('Monetary facts are numbers', 'ទិន្នន័យរូបិយវត្ថុជាលេខ'), [], (ctx) =>
    ctx.factScan().notAmounts.map((f) => ({
      message: {
        en: `${ctx.label(f.concept).en} ${ctx.year(f.period, 'en')} is "${String(f.value)}", not an amount.`,
        kh: `${ctx.label(f.concept).kh} ${ctx.year(f.period, 'kh')} គឺ "${String(f.value)}" មិនមែនជាចំនួនទឹកប្រាក់ទេ។`,
      },
      elements: [{ concept: f.concept, period: f.period }],
    })),
  ),
  rule(
    'GI014',
    'possible',
    'generalInformation',
    t('Software used is named for approved software', 'កម្មវិធីដែលបានប្រើត្រូវបានដាក់ឈ្មោះសម្រាប់កម្មវិធីដែលបានអនុម័ត'),
    [],
    (ctx) =>
      ctx.settings.preparationMethod === 'approvedSoftware' && (ctx.settings.softwareUsed ?? '').trim() === ''
        ? finding({
            en: 'The statements were prepared with approved software but the software is not named.',
            kh: 'របាយការណ៍ត្រូវបានរៀបចំដោយកម្មវិធីដែលបានអនុម័ត ប៉ុន្តែមិនបានដាក់ឈ្មោះកម្មវិធី។',
          })
        : [],
  ),
  rule(
    'GI015',
    'possible',
    'generalInformation',
    t('The legal form suits the framework', 'ទម្រង់គតិយុត្តស្របនឹងក្របខ័ណ្ឌ'),
    [],
    (ctx) => {
      const form = ctx.entity?.legalForm;
      if (!form) return [];
      const ngo = form === 'ngoAssociation';
      if (ngo === (ctx.settings.framework === 'npo')) return [];
      return finding(
        ngo
          ? {
              en: 'An NGO or association reports under the non-profit framework, not CRFRF.',
              kh: 'អង្គការមិនមែនរដ្ឋាភិបាល និងសមាគមរាយការណ៍តាមក្របខ័ណ្ឌមិនរកប្រាក់ចំណេញ មិនមែន CRFRF ទេ។',
            }
          : {
              en: 'The non-profit framework is for NGOs and associations; this entity is a company.',
              kh: 'ក្របខ័ណ្ឌមិនរកប្រាក់ចំណេញសម្រាប់អង្គការមិនមែនរដ្ឋាភិបាល និងសមាគម; អង្គភាពនេះជាក្រុមហ៊ុន។',
            },
      );
    },
  ),
  rule(
    'GI016',
    'possible',
    'generalInformation',
    t("Last year's statements end the day before this year starts", 'របាយការណ៍ឆ្នាំមុនបញ្ចប់មួយថ្ងៃមុនឆ្នាំនេះចាប់ផ្តើម'),
    [],
    (ctx) => {
      const last = ctx.input.previous?.settings.periodEnd;
      const expected = ctx.periods.priorEnd.instant;
      if (!last || last === expected) return [];
      return finding({
        en: `Last year's statements end on ${last}, not on ${expected}; opening balances cannot be checked.`,
        kh: `របាយការណ៍ឆ្នាំមុនបញ្ចប់នៅ ${formatDate(last, 'kh')} មិនមែន ${formatDate(expected, 'kh')}; មិនអាចពិនិត្យសមតុល្យដើមគ្រាបានទេ។`,
      });
    },
  ),
  rule(
    'GI017',
    'genuine',
    'generalInformation',
    t('Printed amounts agree with the rounding level', 'ចំនួនទឹកប្រាក់ដែលបានបោះពុម្ពស្របនឹងកម្រិតការបង្គត់'),
    [],
    (ctx) => {
      const rendering = ctx.input.statements.rendering;
      if (!rendering) return [];
      const unit = roundingUnit(ctx.settings.rounding);
      const out: Finding[] = [];
      for (const section of rendering.sections) {
        for (const row of section.rows) {
          // The row's own keys in order (what Object.entries gave), without an array per entry.
          for (const key in row.amounts) {
            const amount = row.amounts[key as keyof typeof row.amounts];
            if (!amount || (amount.rounded % unit === 0 && amount.display * unit === amount.rounded)) continue;
            const period = row.periods[key as keyof typeof row.periods];
            out.push({
              message: {
                en: `${row.label.en} (${key === 'current' ? 'current year' : 'comparative'}) prints ${ctx.amount(amount.display, 'en')} for ${ctx.amount(amount.rounded, 'en')}, which is not a multiple of ${ctx.amount(unit, 'en')} (rounding: ${ctx.settings.rounding}).`,
                kh: `${row.label.kh} (${key === 'current' ? 'ឆ្នាំបច្ចុប្បន្ន' : 'តួលេខប្រៀបធៀប'}) បោះពុម្ព ${ctx.amount(amount.display, 'kh')} សម្រាប់ ${ctx.amount(amount.rounded, 'kh')} ដែលមិនមែនជាពហុគុណនៃ ${ctx.amount(unit, 'kh')} (ការបង្គត់៖ ${ctx.settings.rounding})។`,
              },
              elements: [{ concept: row.concept, ...(period ? { period } : {}), value: amount.rounded }],
            });
          }
        }
      }
      return out;
    },
  ),
];
