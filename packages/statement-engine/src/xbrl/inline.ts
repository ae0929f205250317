// Inline XBRL 1.1: one XHTML document that reads as the financial statements and carries every fact of the instance.
import type {
  Bilingual,
  Lang,
  Network,
  Period,
  PresentationNode,
  RenderingModel,
  RenderingRow,
  StatementSettings,
} from '../model/types';
import { type ReportingPeriods, periodKey, reportingPeriods } from '../periods';
import { contextsAndUnits, conceptNamespaces, type PreparedFact, type PreparedReport, prepareReport } from './instance';
import { xmlLang } from './names';
import type { XbrlExportInput } from './types';
import { attrs, esc, NS, XML_DECLARATION } from './xml';

const DEFAULT_COLOUR = '#2e7d32';
const ASCII_NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 });

const TEXT = {
  title: { en: 'Financial statements', kh: 'របាយការណ៍ហិរញ្ញវត្ថុ' },
  yearEnded: { en: 'for the year ended', kh: 'សម្រាប់ឆ្នាំបញ្ចប់ថ្ងៃទី' },
  registration: { en: 'Company registration number', kh: 'លេខចុះបញ្ជីក្រុមហ៊ុន' },
  currency: { en: 'Presentation currency', kh: 'រូបិយប័ណ្ណបង្ហាញ' },
  rounding: { en: 'Rounding', kh: 'ការបង្គត់' },
  yes: { en: 'Yes', kh: 'បាទ/ចាស' },
  no: { en: 'No', kh: 'ទេ' },
  roundingLevels: {
    units: { en: 'whole units', kh: 'ឯកតាពេញ' },
    thousands: { en: 'thousands', kh: 'ពាន់' },
    millions: { en: 'millions', kh: 'លាន' },
    billions: { en: 'billions', kh: 'ប៊ីលាន' },
    trillions: { en: 'trillions', kh: 'ទ្រីលាន' },
  } satisfies Record<StatementSettings['rounding'], Bilingual>,
};

/** A row to print: a label and one cell per column. */
interface Row {
  concept: string;
  label: string;
  level: number;
  heading: boolean;
  total: boolean;
  periods: (Period | undefined)[];
}
interface Section {
  id: string;
  title: string;
  rows: Row[];
}

/** Indexes prepared facts by concept, period and language. */
class FactIndex {
  private readonly map = new Map<string, PreparedFact[]>();
  readonly used = new Set<PreparedFact>();
  constructor(facts: PreparedFact[]) {
    for (const f of facts) {
      const key = `${f.concept.name}|${periodKey(f.fact.period)}`;
      const list = this.map.get(key);
      if (list) list.push(f);
      else this.map.set(key, [f]);
    }
  }
  find(concept: string, period: Period, lang: Lang): PreparedFact | undefined {
    const list = this.map.get(`${concept}|${periodKey(period)}`);
    if (!list) return undefined;
    return list.find((f) => !f.lang || f.lang === xmlLang(lang)) ?? list[0];
  }
}

function sectionsFromRendering(rendering: RenderingModel, lang: Lang): { columns: Period[][]; sections: Section[] } {
  const sections: Section[] = rendering.sections.map((s) => ({
    id: s.id,
    title: s.title[lang],
    rows: s.rows.map((r: RenderingRow) => ({
      concept: r.concept,
      label: r.label[lang],
      level: r.level,
      heading: r.isAbstract,
      total: r.isTotal,
      periods: s.columns.map((c) => r.periods[c]),
    })),
  }));
  return { columns: [], sections };
}

/** Without a rendering model: the chosen networks' presentation trees, rows for concepts that have facts. */
function sectionsFromTaxonomy(
  report: PreparedReport,
  settings: StatementSettings,
  periods: ReportingPeriods,
  lang: Lang,
  index: FactIndex,
): Section[] {
  const active = report.taxonomy.networks.filter((n: Network) => {
    const id = n.id.toLowerCase();
    if (n.section === 'financialPosition') return id.includes(settings.sfpType);
    if (n.section === 'profitOrLoss') return id.includes(settings.plType);
    return true;
  });
  return active.map((network) => {
    const rows: Row[] = [];
    const visit = (nodes: PresentationNode[], level: number) => {
      for (const node of nodes) {
        const concept = report.taxonomy.concepts[node.concept];
        if (!concept) continue;
        const cols = [periods.current, periods.prior].map((year): Period => {
          if (node.role === 'periodStart')
            return {
              instant: year.start === periods.current.start ? periods.priorEnd.instant : periods.opening.instant,
            };
          return concept.periodType === 'instant' ? { instant: year.end } : year;
        });
        const label =
          node.role && node.role !== 'standard'
            ? (concept.roleLabels?.[node.role] ?? concept.label)[lang]
            : concept.label[lang];
        if (node.children.length > 0) visit(node.children, level + 1);
        if (cols.some((p) => index.find(node.concept, p, lang))) {
          rows.push({
            concept: node.concept,
            label,
            level,
            heading: false,
            total: node.role === 'total',
            periods: cols,
          });
        }
      }
    };
    visit(network.presentation, 0);
    return { id: network.id, title: network.title[lang], rows };
  });
}

/** Splits a text into paragraphs of escaped XHTML. */
function paragraphs(text: string): string {
  return (
    text
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter(Boolean)
      // Line breaks stay in the text so the fact's text content keeps its word boundaries.
      .map((p) => `<p>${esc(p).replace(/\n/g, '<br/>\n')}</p>`)
      .join('\n')
  );
}

/** The tag of one fact as it is shown (or hidden). */
function tag(f: PreparedFact, report: PreparedReport, lang: Lang): string {
  const name = f.concept.name;
  const type = f.concept.valueType;
  if (f.numeric) {
    const value = Number(f.text);
    const scale = type === 'monetary' ? report.scale : 0;
    const shown = Math.abs(value) / 10 ** scale;
    const common = { name, contextRef: f.contextRef, unitRef: f.unitRef, decimals: f.decimals, scale: String(scale) };
    if (shown === 0) return `<ix:nonFraction${attrs({ ...common, format: 'ixt:fixed-zero' })}>-</ix:nonFraction>`;
    const element = `<ix:nonFraction${attrs({ ...common, format: 'ixt:num-dot-decimal', sign: value < 0 ? '-' : undefined })}>${ASCII_NUMBER.format(shown)}</ix:nonFraction>`;
    return value < 0 ? `(${element})` : element;
  }
  if (type === 'boolean') {
    const yes = f.text === 'true';
    return `<ix:nonNumeric${attrs({ name, contextRef: f.contextRef, format: yes ? 'ixt:fixed-true' : 'ixt:fixed-false' })}>${esc((yes ? TEXT.yes : TEXT.no)[lang])}</ix:nonNumeric>`;
  }
  if (type === 'date') {
    return `<ix:nonNumeric${attrs({ name, contextRef: f.contextRef, format: 'ixt:date-year-month-day' })}>${esc(f.text)}</ix:nonNumeric>`;
  }
  if (type === 'textBlock') {
    return `<ix:nonNumeric${attrs({ name, contextRef: f.contextRef, escape: 'true', 'xml:lang': f.lang })}>${paragraphs(f.text)}</ix:nonNumeric>`;
  }
  return `<ix:nonNumeric${attrs({ name, contextRef: f.contextRef, 'xml:lang': f.lang })}>${esc(f.text)}</ix:nonNumeric>`;
}

function css(colour: string): string {
  return [
    `body{font-family:"Noto Sans Khmer","Khmer OS",Arial,sans-serif;color:#1b1b1b;margin:2rem auto;max-width:60rem;padding:0 1rem}`,
    `h1,h2{color:${colour}}`,
    `.cover{border-bottom:3px solid ${colour};margin-bottom:1.5rem}`,
    'table{border-collapse:collapse;width:100%;margin-bottom:2rem}',
    'th,td{padding:.25rem .5rem;vertical-align:top}',
    'th{text-align:right;border-bottom:1px solid #999}',
    'td.amount{text-align:right;white-space:nowrap;font-variant-numeric:tabular-nums}',
    `tr.total td{font-weight:bold;border-top:1px solid ${colour}}`,
    'tr.heading td{font-weight:bold}',
  ].join('\n');
}

/** The Inline XBRL 1.1 document (XHTML) of the statements. */
export function buildInlineXbrl(input: XbrlExportInput, report: PreparedReport = prepareReport(input)): string {
  const { statements } = input;
  const settings = statements.settings;
  const lang: Lang = input.lang ?? settings.reportingLanguage ?? 'en';
  const colour = input.mainColour && /^#[0-9a-fA-F]{3,8}$/.test(input.mainColour) ? input.mainColour : DEFAULT_COLOUR;
  const periods = reportingPeriods(settings, statements.periods);
  const index = new FactIndex(report.facts);
  const sections = statements.rendering
    ? sectionsFromRendering(statements.rendering, lang).sections
    : sectionsFromTaxonomy(report, settings, periods, lang, index);
  const entityName =
    lang === 'kh' ? report.entity.nameKh || report.entity.nameEn : report.entity.nameEn || report.entity.nameKh;
  const yearOf = (p: Period | undefined) => (p ? ('instant' in p ? p.instant : p.end).slice(0, 4) : '');

  const body: string[] = [];
  for (const section of sections) {
    if (section.rows.length === 0) continue;
    const columns = Math.max(...section.rows.map((r) => r.periods.length));
    const headerYears = Array.from({ length: columns }, (_, i) =>
      yearOf(section.rows.find((r) => r.periods[i])?.periods[i]),
    );
    body.push(`<div class="statement" id="${esc(section.id)}">`, `<h2>${esc(section.title)}</h2>`);
    body.push(
      '<table>',
      `<thead><tr><th></th>${headerYears.map((y) => `<th>${esc(y)}</th>`).join('')}</tr></thead>`,
      '<tbody>',
    );
    for (const row of section.rows) {
      const cls = row.total ? ' class="total"' : row.heading ? ' class="heading"' : '';
      const cells = row.periods.map((period) => {
        const f = period && !row.heading ? index.find(row.concept, period, lang) : undefined;
        if (!f) return '<td class="amount"></td>';
        index.used.add(f);
        return `<td class="${f.numeric ? 'amount' : 'text'}">${tag(f, report, lang)}</td>`;
      });
      body.push(
        `<tr${cls}><td style="padding-inline-start:${row.level * 1.25 + 0.5}rem">${esc(row.label)}</td>${cells.join('')}</tr>`,
      );
    }
    body.push('</tbody>', '</table>', '</div>');
  }
  // Text blocks in the document's language are shown in full; everything not shown goes to ix:hidden.
  for (const f of report.facts) {
    if (index.used.has(f) || f.concept.valueType !== 'textBlock' || (f.lang && f.lang !== xmlLang(lang))) continue;
    index.used.add(f);
    body.push(`<div class="statement"><h2>${esc(f.concept.label[lang])}</h2>${tag(f, report, lang)}</div>`);
  }
  const hidden = report.facts.filter((f) => !index.used.has(f)).map((f) => `        ${tag(f, report, lang)}`);
  const rounding = TEXT.roundingLevels[settings.rounding][lang];

  return [
    XML_DECLARATION,
    `<html${attrs({
      xmlns: NS.xhtml,
      'xmlns:ix': NS.ix,
      'xmlns:ixt': NS.ixt,
      'xmlns:xbrli': NS.xbrli,
      'xmlns:link': NS.link,
      'xmlns:xlink': NS.xlink,
      'xmlns:iso4217': NS.iso4217,
      ...conceptNamespaces(report),
      'xml:lang': xmlLang(lang),
    })}>`,
    '  <head>',
    '    <meta http-equiv="Content-Type" content="text/html; charset=UTF-8"/>',
    `    <title>${esc(`${entityName}: ${TEXT.title[lang]} ${TEXT.yearEnded[lang]} ${periods.current.end}`)}</title>`,
    `    <style type="text/css">${css(colour)}</style>`,
    '  </head>',
    '  <body>',
    '    <div style="display:none">',
    '      <ix:header>',
    ...(hidden.length > 0 ? ['        <ix:hidden>', ...hidden.map((h) => `  ${h}`), '        </ix:hidden>'] : []),
    '        <ix:references>',
    `          <link:schemaRef xlink:type="simple" xlink:href="${esc(report.schemaRef)}"/>`,
    '        </ix:references>',
    '        <ix:resources>',
    ...contextsAndUnits(report, '          '),
    '        </ix:resources>',
    '      </ix:header>',
    '    </div>',
    '    <div class="cover">',
    `      <h1>${esc(entityName)}</h1>`,
    `      <p>${esc(`${TEXT.title[lang]} ${TEXT.yearEnded[lang]} ${periods.current.end}`)}</p>`,
    `      <p>${esc(`${TEXT.registration[lang]}: ${report.entity.registrationNumber} · ${TEXT.currency[lang]}: ${settings.presentationCurrency} · ${TEXT.rounding[lang]}: ${rounding}`)}</p>`,
    '    </div>',
    '    <div class="statements">',
    ...body.map((l) => `      ${l}`),
    '    </div>',
    '  </body>',
    '</html>',
    '',
  ].join('\n');
}
