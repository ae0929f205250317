// Inline XBRL 1.1: one XHTML document that reads as the financial statements and carries every fact of the instance.
// The same document is what is printed (the PDF): cover, directors' statement, the statements, the accounting
// policies and the notes, in English, Khmer or both side by side.
import { formatDate, formatDigits, formatNumber } from '../format';
import { type DocumentLanguage, primaryLang } from '../document/settings';
import { DOCUMENT_WORDS, FRAMEWORK_LABELS, ROUNDING_LEVEL_WORDS } from '../document/words';
import type {
  Bilingual,
  Lang,
  Network,
  NoteData,
  Period,
  PresentationNode,
  RenderingModel,
  RenderingRow,
  Section as SectionKind,
  StatementSettings,
} from '../model/types';
import { type ReportingPeriods, periodKey, reportingPeriods } from '../periods';
import { unitOfScale } from '../rounding';
import { baseFramework, frameworkDefinition, NUMBER_LIST_CONCEPTS } from '../taxonomy';
import { contextsAndUnits, conceptNamespaces, type PreparedFact, type PreparedReport, prepareReport } from './instance';
import { xmlLang } from './names';
import type { XbrlExportInput } from './types';
import { attrs, esc, NS, XML_DECLARATION } from './xml';

const DEFAULT_COLOUR = '#2e7d32';
/** A shown number in the filed document's ASCII shape (`digits` makes it Khmer when printed in Khmer). */
const SHOWN: Intl.NumberFormatOptions = { maximumFractionDigits: 4 };
const ENTITY_NAME = 'ifrs-full:NameOfReportingEntityOrOtherMeansOfIdentification';

/** How the document is written. */
export interface InlineOptions {
  /**
   * The document is printed (the PDF): shown numbers in Khmer digits in a Khmer document and dates in words. The tags
   * and their values are the same as in the filed Inline XBRL, which keeps ASCII digits for its transformation rules.
   */
  print?: boolean;
}

/** A row to print: a label and one cell per column. */
interface Row {
  concept: string;
  label: Bilingual;
  level: number;
  heading: boolean;
  total: boolean;
  textBlock: boolean;
  periods: (Period | undefined)[];
}
interface Section {
  id: string;
  kind: SectionKind | 'other';
  title: Bilingual;
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
  /** The fact in a language (or language-neutral), else any fact of the concept and period. */
  find(concept: string, period: Period, lang: Lang): PreparedFact | undefined {
    const list = this.map.get(`${concept}|${periodKey(period)}`);
    if (!list) return undefined;
    return list.find((f) => !f.lang || f.lang === xmlLang(lang)) ?? list[0];
  }
  /** Every fact of a concept and period (one per language for texts). */
  all(concept: string, period: Period): PreparedFact[] {
    return this.map.get(`${concept}|${periodKey(period)}`) ?? [];
  }
}

const kindOf = (section: string): SectionKind | 'other' => section as SectionKind;

function sectionsFromRendering(rendering: RenderingModel): Section[] {
  return rendering.sections.map((s) => ({
    id: s.id,
    kind: kindOf(s.section),
    title: s.title,
    rows: s.rows.map((r: RenderingRow) => ({
      concept: r.concept,
      label: r.label,
      level: r.level,
      heading: r.isAbstract,
      total: r.isTotal,
      textBlock: r.valueType === 'textBlock',
      periods: s.columns.map((c) => r.periods[c]),
    })),
  }));
}

/** Without a rendering model: the chosen networks' presentation trees, rows for concepts that have facts. */
function sectionsFromTaxonomy(
  report: PreparedReport,
  settings: StatementSettings,
  periods: ReportingPeriods,
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
          node.role && node.role !== 'standard' ? (concept.roleLabels?.[node.role] ?? concept.label) : concept.label;
        if (node.children.length > 0) visit(node.children, level + 1);
        if (cols.some((p) => index.find(node.concept, p, 'en'))) {
          rows.push({
            concept: node.concept,
            label,
            level,
            heading: false,
            total: node.role === 'total',
            textBlock: concept.valueType === 'textBlock',
            periods: concept.valueType === 'textBlock' ? cols.slice(0, 1) : cols,
          });
        }
      }
    };
    visit(network.presentation, 0);
    return { id: network.id, kind: network.section ?? 'other', title: network.title, rows };
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

function css(colour: string): string {
  return [
    `body{font-family:"Noto Sans Khmer","Khmer OS",Arial,sans-serif;color:#1b1b1b;margin:2rem auto;max-width:60rem;padding:0 1rem;line-height:1.6}`,
    `h1,h2,h3{color:${colour};line-height:1.4}`,
    `.cover{border-bottom:3px solid ${colour};margin-bottom:1.5rem;padding-bottom:1rem}`,
    '.cover h1{margin:.25rem 0}',
    '.cover dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}',
    '.cover dd{margin:0}',
    '.unit{margin:-.25rem 0 .5rem;font-size:.85em;color:#555}',
    '.alt{display:block;font-size:.9em;font-weight:normal}',
    'table{border-collapse:collapse;width:100%;margin-bottom:2rem}',
    'th,td{padding:.25rem .5rem;vertical-align:top}',
    'th{text-align:right;border-bottom:1px solid #999}',
    'td.amount{text-align:right;white-space:nowrap;font-variant-numeric:tabular-nums}',
    `tr.total td{font-weight:bold;border-top:1px solid ${colour}}`,
    'tr.heading td{font-weight:bold}',
    '.side{display:grid;grid-template-columns:1fr 1fr;gap:1.5rem}',
    '.signatures{margin-top:2rem;display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}',
    '.signatures dd{margin:0}',
    '.signature-line{border-bottom:1px solid #333;min-height:2.5rem;width:16rem}',
    '@media print{',
    '  body{margin:0;max-width:none;padding:0;font-size:10pt;line-height:1.45}',
    '  th,td{padding:1.5pt 4pt}',
    '  .part{break-before:page}',
    '  .cover{border-bottom:none;padding-top:30%}',
    `  .cover h1{border-bottom:3px solid ${colour};padding-bottom:.5rem}`,
    '  thead{display:table-header-group}',
    '  tr{break-inside:avoid}',
    '  h2,h3{break-after:avoid}',
    '  .note{break-inside:avoid}',
    '}',
  ].join('\n');
}

/** Statements first in the reader's order, then the rest as they come. */
const STATEMENT_ORDER: Partial<Record<SectionKind, number>> = {
  financialPosition: 0,
  profitOrLoss: 1,
  changesInEquity: 2,
  cashFlows: 3,
};
const NOTE_KINDS = new Set<SectionKind | 'other'>(['generalInformation', 'notes', 'other']);

/** Writes the document in one language or both side by side. */
class DocumentWriter {
  readonly langs: Lang[];
  readonly primary: Lang;
  constructor(
    readonly lang: DocumentLanguage,
    readonly report: PreparedReport,
    readonly index: FactIndex,
    readonly print: boolean,
  ) {
    this.langs = lang === 'both' ? ['en', 'kh'] : [lang];
    this.primary = primaryLang(lang);
  }

  /** Words in the document's language; both: English, then Khmer on its own line. */
  words(b: Bilingual): string {
    if (this.lang !== 'both') return esc(b[this.lang]);
    return `${esc(b.en)}<span class="alt" xml:lang="km">${esc(b.kh)}</span>`;
  }

  /** Digits as the document shows them (Khmer digits in a printed Khmer document). */
  digits(text: string): string {
    return this.print ? formatDigits(text, this.primary) : text;
  }

  /** A date as shown: words when printed (in each language when both), the ISO date in the filed document. */
  date(iso: string): string {
    if (!this.print) return iso;
    return this.langs.map((l) => formatDate(iso, l, 'document')).join(' / ');
  }

  /** The tag of one fact as it is shown; a fact shown once already is shown as plain text (one tag per fact). */
  tag(f: PreparedFact, lang: Lang = this.primary): string {
    const first = !this.index.used.has(f);
    this.index.used.add(f);
    const name = f.concept.name;
    const type = f.concept.valueType;
    const wrap = (element: string, attributes: Record<string, string | undefined>, content: string) =>
      first ? `<ix:${element}${attrs(attributes)}>${content}</ix:${element}>` : content;
    if (f.numeric) {
      const value = Number(f.text);
      const scale = type === 'monetary' ? this.report.scale : 0;
      const shown = Math.abs(value) / unitOfScale(scale);
      const common = { name, contextRef: f.contextRef, unitRef: f.unitRef, decimals: f.decimals, scale: String(scale) };
      if (shown === 0) return wrap('nonFraction', { ...common, format: 'ixt:fixed-zero' }, '-');
      const element = wrap(
        'nonFraction',
        { ...common, format: 'ixt:num-dot-decimal', sign: value < 0 ? '-' : undefined },
        this.digits(formatNumber(shown, 'en', SHOWN)),
      );
      return value < 0 ? `(${element})` : element;
    }
    if (type === 'boolean') {
      const yes = f.text === 'true';
      return wrap(
        'nonNumeric',
        { name, contextRef: f.contextRef, format: yes ? 'ixt:fixed-true' : 'ixt:fixed-false' },
        this.words(yes ? DOCUMENT_WORDS.yes : DOCUMENT_WORDS.no),
      );
    }
    if (type === 'date') {
      // A printed date is in words, the filed one stays year-month-day for its transformation rule.
      const format = this.print ? undefined : 'ixt:date-year-month-day';
      if (!format) return first ? this.hiddenCopy(f, this.date(f.text)) : this.date(f.text);
      return wrap('nonNumeric', { name, contextRef: f.contextRef, format }, esc(f.text));
    }
    const langAttr = f.lang ?? xmlLang(lang);
    if (type === 'textBlock') {
      return wrap(
        'nonNumeric',
        { name, contextRef: f.contextRef, escape: 'true', 'xml:lang': langAttr },
        paragraphs(f.text),
      );
    }
    // A list of numbers (the SDGs) is printed in the document's digits, the fact filed as written (hidden section).
    if (this.print && NUMBER_LIST_CONCEPTS.has(name)) {
      const shown = this.digits(f.text);
      if (shown !== f.text) return first ? this.hiddenCopy(f, shown) : esc(shown);
    }
    // Texts (names, codes) keep their characters as written.
    return wrap('nonNumeric', { name, contextRef: f.contextRef, 'xml:lang': f.lang }, esc(f.text));
  }

  /** A printed date shows words; its fact goes to the hidden section (`used` is taken back). */
  private hiddenCopy(f: PreparedFact, shown: string): string {
    this.index.used.delete(f);
    return esc(shown);
  }

  /** The shown value(s) of a cell: one fact, or a text in each language when both. */
  cell(concept: string, period: Period): { html: string; numeric: boolean } | undefined {
    const facts = this.index.all(concept, period);
    if (facts.length === 0) return undefined;
    const neutral = facts.find((f) => !f.lang);
    if (neutral) return { html: this.tag(neutral), numeric: neutral.numeric };
    const shown = this.langs
      .map((l) => facts.find((f) => f.lang === xmlLang(l)))
      .filter((f): f is PreparedFact => f !== undefined);
    if (shown.length === 0) shown.push(facts[0]!);
    return {
      html: shown.map((f) => this.tag(f)).join(this.lang === 'both' ? '<br/>' : ' '),
      numeric: false,
    };
  }

  /** A text block: in both languages side by side, or the one language. */
  textBlock(concept: string, period: Period): string {
    const facts = this.index.all(concept, period);
    const of = (l: Lang) => facts.find((f) => f.lang === xmlLang(l)) ?? (this.lang === 'both' ? undefined : facts[0]);
    if (this.lang !== 'both') {
      const f = of(this.lang);
      return f ? `<div class="text">${this.tag(f, this.lang)}</div>` : '';
    }
    const cols = this.langs.map((l) => {
      const f = of(l);
      return `<div xml:lang="${xmlLang(l)}">${f ? this.tag(f, l) : ''}</div>`;
    });
    return `<div class="side">${cols.join('')}</div>`;
  }

  /** One section: its title (h2 for a statement, h3 in the notes), its table, its text blocks. */
  section(section: Section, heading: 'h2' | 'h3', extra = ''): string[] {
    const tableRows = section.rows.filter((r) => !r.textBlock);
    const texts = section.rows.filter((r) => r.textBlock);
    const out: string[] = [`<${heading}>${this.words(section.title)}</${heading}>`];
    if (tableRows.length > 0) {
      const columns = Math.max(...tableRows.map((r) => r.periods.length));
      const yearOf = (p: Period | undefined) => (p ? ('instant' in p ? p.instant : p.end).slice(0, 4) : '');
      // A column's year is its latest (an opening balance's instant falls in the year before).
      const years = Array.from({ length: columns }, (_, i) =>
        tableRows.map((r) => yearOf(r.periods[i])).reduce((a, b) => (b > a ? b : a), ''),
      );
      const labelHeads = this.lang === 'both' ? '<th></th><th></th>' : '<th></th>';
      out.push(
        '<table>',
        `<thead><tr>${labelHeads}${years.map((y) => `<th>${esc(this.digits(y))}</th>`).join('')}</tr></thead>`,
        '<tbody>',
      );
      for (const row of tableRows) {
        const cls = row.total ? ' class="total"' : row.heading ? ' class="heading"' : '';
        const indent = `padding-inline-start:${row.level * 1.25 + 0.5}rem`;
        const labels =
          this.lang === 'both'
            ? `<td style="${indent}">${esc(row.label.en)}</td><td style="${indent}" xml:lang="km">${esc(row.label.kh)}</td>`
            : `<td style="${indent}">${esc(row.label[this.lang])}</td>`;
        const cells = row.periods.map((period) => {
          const shown = period && !row.heading ? this.cell(row.concept, period) : undefined;
          if (!shown) return '<td class="amount"></td>';
          return `<td class="${shown.numeric ? 'amount' : 'text'}">${shown.html}</td>`;
        });
        out.push(`<tr${cls}>${labels}${cells.join('')}</tr>`);
      }
      out.push('</tbody>', '</table>');
    }
    for (const row of texts) {
      if (texts.length > 1 || tableRows.length > 0) out.push(`<h4>${this.words(row.label)}</h4>`);
      if (row.periods[0]) out.push(this.textBlock(row.concept, row.periods[0]));
    }
    if (extra) out.push(extra);
    return out;
  }

  /** The first fact of a concept in a language (any period). */
  fact(concept: string, lang?: Lang): PreparedFact | undefined {
    return this.report.facts.find(
      (f) => f.concept.name === concept && (lang === undefined || !f.lang || f.lang === xmlLang(lang)),
    );
  }
}

/** The shareholders' register (the note data behind the tagged totals). */
function shareholdersTable(w: DocumentWriter, notes: NoteData): string {
  if (notes.shareholders.length === 0) return '';
  const rows = notes.shareholders.map(
    (s) =>
      `<tr><td>${esc(s.name)}</td><td class="amount">${w.digits(formatNumber(s.shares, 'en', SHOWN))}</td><td class="amount">${w.digits(formatNumber(s.paidUpKhr, 'en', SHOWN))}</td></tr>`,
  );
  return [
    '<table class="register">',
    `<thead><tr><th style="text-align:start">${w.words(DOCUMENT_WORDS.shareholderName)}</th><th>${w.words(DOCUMENT_WORDS.shares)}</th><th>${w.words(DOCUMENT_WORDS.paidUp)}</th></tr></thead>`,
    `<tbody>${rows.join('')}</tbody>`,
    '</table>',
  ].join('');
}

/** The non-profit note data that has no section of its own: sources of funding and funds. */
function fundingTable(w: DocumentWriter, notes: NoteData): string {
  const yesNo = (v: boolean) => w.words(v ? DOCUMENT_WORDS.yes : DOCUMENT_WORDS.no);
  const rows: [Bilingual, string][] = [
    [DOCUMENT_WORDS.government, yesNo(notes.fundingSources.government)],
    [DOCUMENT_WORDS.domesticAgencies, yesNo(notes.fundingSources.domesticAgencies)],
    [DOCUMENT_WORDS.internationalAgencies, yesNo(notes.fundingSources.internationalAgencies)],
    [DOCUMENT_WORDS.restrictedFunds, w.digits(formatNumber(notes.funds.restricted, 'en', SHOWN))],
    [DOCUMENT_WORDS.unrestrictedFunds, w.digits(formatNumber(notes.funds.nonRestricted, 'en', SHOWN))],
  ];
  return [
    `<h3>${w.words(DOCUMENT_WORDS.fundingSources)}</h3>`,
    '<table class="funding"><tbody>',
    ...rows.map(([label, value]) => `<tr><td>${w.words(label)}</td><td class="amount">${value}</td></tr>`),
    '</tbody></table>',
  ].join('');
}

/** The Inline XBRL 1.1 document (XHTML) of the statements. */
export function buildInlineXbrl(
  input: XbrlExportInput,
  report: PreparedReport = prepareReport(input),
  options: InlineOptions = {},
): string {
  const { statements } = input;
  const settings = statements.settings;
  const lang: DocumentLanguage = input.lang ?? settings.reportingLanguage ?? 'en';
  const colour = input.mainColour && /^#[0-9a-fA-F]{3,8}$/.test(input.mainColour) ? input.mainColour : DEFAULT_COLOUR;
  const periods = reportingPeriods(settings, statements.periods);
  const index = new FactIndex(report.facts);
  const w = new DocumentWriter(lang, report, index, options.print === true);
  const sections = statements.rendering
    ? sectionsFromRendering(statements.rendering)
    : sectionsFromTaxonomy(report, settings, periods, index);
  const filled = sections.filter((s) => s.rows.length > 0);
  const primary = w.primary;
  const periodEnd = periods.current.end;
  const notesData = 'notes' in statements ? (statements.notes as NoteData | undefined) : undefined;

  // Cover: both names always, the title, the framework, the registration number, the currency and the rounding.
  const names = (['en', 'kh'] as const).map((l) => {
    const name = l === 'en' ? report.entity.nameEn : report.entity.nameKh;
    if (!name) return '';
    const f = w.fact(ENTITY_NAME, l);
    const shown = f && f.lang === xmlLang(l) ? w.tag(f, l) : esc(name);
    return `<h1 xml:lang="${xmlLang(l)}">${shown}</h1>`;
  });
  const titleOf = (l: Lang) =>
    `${DOCUMENT_WORDS.title[l]} ${DOCUMENT_WORDS.yearEnded[l]} ${formatDate(periodEnd, l, 'document')}`;
  const registration = w.fact('dfr:CompanyRegistrationNumber');
  const currency = w.fact('ifrs-full:DescriptionOfPresentationCurrency');
  const roundingFacts = w.langs.map((l) => w.fact('ifrs-full:LevelOfRoundingUsedInFinancialStatements', l));
  const detail = (label: Bilingual, value: string) => `<dt>${w.words(label)}</dt><dd>${value}</dd>`;
  const cover = [
    '<div class="cover" id="cover">',
    ...names.filter(Boolean),
    ...w.langs.map((l) => `<p class="title" xml:lang="${xmlLang(l)}">${esc(titleOf(l))}</p>`),
    '<dl>',
    detail(
      DOCUMENT_WORDS.framework,
      w.words(
        FRAMEWORK_LABELS[settings.framework] ??
          frameworkDefinition(settings.framework)?.name ?? { en: settings.framework, kh: settings.framework },
      ),
    ),
    detail(DOCUMENT_WORDS.registration, registration ? w.tag(registration) : esc(report.entity.registrationNumber)),
    detail(DOCUMENT_WORDS.currency, currency ? w.tag(currency) : esc(settings.presentationCurrency)),
    detail(
      DOCUMENT_WORDS.rounding,
      roundingFacts.every((f) => f?.lang)
        ? roundingFacts.map((f) => w.tag(f!)).join(' / ')
        : w.words(ROUNDING_LEVEL_WORDS[settings.rounding]),
    ),
    '</dl>',
    '</div>',
  ];

  // Directors' statement with the signing block.
  const directors = filled.filter((s) => s.kind === 'directorsStatement');
  const directorName = w.langs
    .map((l) => (l === 'kh' ? settings.directorNameKh : settings.directorNameEn) ?? '')
    .filter(Boolean)
    .map(esc)
    .join('<br/>');
  const signatures = [
    '<dl class="signatures">',
    `<dt>${w.words(DOCUMENT_WORDS.signedFor)}</dt><dd><div class="signature-line"></div></dd>`,
    directorName ? `<dt>${w.words(DOCUMENT_WORDS.director)}</dt><dd>${directorName}</dd>` : '',
    settings.signingDate
      ? `<dt>${w.words(DOCUMENT_WORDS.signingDate)}</dt><dd>${esc(w.langs.map((l) => formatDate(settings.signingDate!, l, 'document')).join(' / '))}</dd>`
      : '',
    settings.authorisationDate
      ? `<dt>${w.words(DOCUMENT_WORDS.authorisationDate)}</dt><dd>${esc(w.langs.map((l) => formatDate(settings.authorisationDate!, l, 'document')).join(' / '))}</dd>`
      : '',
    '</dl>',
  ].join('');
  const parts: string[][] = [];
  const directorsPart = directors.flatMap((s) => w.section(s, 'h2'));
  if (directorsPart.length > 0 || directorName) {
    if (directorsPart.length === 0) directorsPart.push(`<h2>${w.words(DOCUMENT_WORDS.directorsStatement)}</h2>`);
    parts.push(['<div class="part statement" id="directors-statement">', ...directorsPart, signatures, '</div>']);
  }

  // The statements, one per page.
  const statementSections = filled
    .filter((s) => STATEMENT_ORDER[s.kind as SectionKind] !== undefined)
    .sort((a, b) => STATEMENT_ORDER[a.kind as SectionKind]! - STATEMENT_ORDER[b.kind as SectionKind]!);
  // Each statement names its unit under its title, as the cover does ("KHR, thousands"): a page read alone says it.
  const unit = w.langs
    .map((l) => `${esc(settings.presentationCurrency)}, ${esc(ROUNDING_LEVEL_WORDS[settings.rounding][l])}`)
    .filter((v, i, all) => all.indexOf(v) === i)
    .join(' / ');
  for (const s of statementSections) {
    const [title, ...rest] = w.section(s, 'h2');
    parts.push([
      `<div class="part statement" id="${esc(s.id)}">`,
      title!,
      `<p class="unit">${unit}</p>`,
      ...rest,
      '</div>',
    ]);
  }

  // Accounting policies, then the notes (general information and note data).
  for (const s of filled.filter((x) => x.kind === 'policies'))
    parts.push([`<div class="part statement" id="${esc(s.id)}">`, ...w.section(s, 'h2'), '</div>']);
  const noteSections = filled.filter((s) => NOTE_KINDS.has(s.kind));
  const notes: string[] = [];
  for (const s of noteSections) {
    const extra = s.id === 'note-shareholders' && notesData ? shareholdersTable(w, notesData) : '';
    notes.push(`<div class="statement note" id="${esc(s.id)}">`, ...w.section(s, 'h3', extra), '</div>');
  }
  if (notesData && baseFramework(settings.framework) === 'npo')
    notes.push(`<div class="note" id="note-funding">${fundingTable(w, notesData)}</div>`);
  // Text blocks in the document's language that no section showed are printed in full at the end of the notes.
  for (const f of report.facts) {
    if (index.used.has(f) || f.concept.valueType !== 'textBlock') continue;
    if (f.lang && !w.langs.some((l) => f.lang === xmlLang(l))) continue;
    notes.push(`<div class="statement"><h3>${w.words(f.concept.label)}</h3>${w.tag(f, primary)}</div>`);
  }
  if (notes.length > 0)
    parts.push([
      '<div class="part notes" id="notes">',
      `<h2>${w.words(DOCUMENT_WORDS.notes)}</h2>`,
      ...notes,
      '</div>',
    ]);

  // Hidden facts are tagged as filed (ASCII digits, ISO dates) whatever the printed document shows.
  const filedWriter = new DocumentWriter(lang, report, index, false);
  const hidden = report.facts.filter((f) => !index.used.has(f)).map((f) => `        ${filedWriter.tag(f)}`);
  const entityName =
    primary === 'kh' ? report.entity.nameKh || report.entity.nameEn : report.entity.nameEn || report.entity.nameKh;

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
      'xml:lang': xmlLang(primary),
    })}>`,
    '  <head>',
    '    <meta http-equiv="Content-Type" content="text/html; charset=UTF-8"/>',
    `    <title>${esc(`${entityName}: ${titleOf(primary)}`)}</title>`,
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
    ...cover.map((l) => `    ${l}`),
    '    <div class="statements">',
    ...parts.flat().map((l) => `      ${l}`),
    '    </div>',
    '  </body>',
    '</html>',
    '',
  ].join('\n');
}
