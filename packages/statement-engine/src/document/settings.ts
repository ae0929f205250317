/**
 * How the statements are printed: the entity's export settings (the specification's page size, orientation, margin,
 * header, footer, page number and main colour, plus where the page number goes and the document's language) and what
 * they mean for a print engine. Pure: the API and the CLI hand `pdfPageOptions` to headless Chromium's print.
 */
import type { Bilingual, Lang } from '../model/types';
import { formatYear } from '../format';

export const PAGE_SIZES = ['A4', 'A3', 'Letter', 'Legal'] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const ORIENTATIONS = ['portrait', 'landscape'] as const;
export type Orientation = (typeof ORIENTATIONS)[number];
export const PAGE_NUMBER_POSITIONS = ['left', 'centre', 'right'] as const;
export type PageNumberPosition = (typeof PAGE_NUMBER_POSITIONS)[number];
/** The document's language: English, Khmer, or both side by side (the specification's third language setting). */
export const DOCUMENT_LANGUAGES = ['en', 'kh', 'both'] as const;
export type DocumentLanguage = (typeof DOCUMENT_LANGUAGES)[number];

export const DOCUMENT_LANGUAGE_LABELS: Readonly<Record<DocumentLanguage, Bilingual>> = Object.freeze({
  en: { en: 'English', kh: 'អង់គ្លេស' },
  kh: { en: 'Khmer', kh: 'ខ្មែរ' },
  both: { en: 'English and Khmer side by side', kh: 'អង់គ្លេស និងខ្មែរ ទន្ទឹមគ្នា' },
});
export const PAGE_NUMBER_POSITION_LABELS: Readonly<Record<PageNumberPosition, Bilingual>> = Object.freeze({
  left: { en: 'Left', kh: 'ឆ្វេង' },
  centre: { en: 'Centre', kh: 'កណ្តាល' },
  right: { en: 'Right', kh: 'ស្តាំ' },
});

/** An entity's export settings. */
export interface PrintSettings {
  pageSize: PageSize;
  orientation: Orientation;
  /** Millimetres on every side, 0–50. */
  margin: number;
  /** Printed at the top / bottom of every page; `{entity}`, `{year}`, `{page}` and `{pages}` are filled in. */
  header?: string | null;
  footer?: string | null;
  pageNumber: boolean;
  pageNumberPosition: PageNumberPosition;
  /** `#RRGGBB`: headings, rules and totals. */
  mainColour: string;
  documentLanguage: DocumentLanguage;
}

/** The defaults: A4 portrait, 20 mm margins, page numbers on at the bottom right, the theme's green, English. */
export const DEFAULT_PRINT_SETTINGS: Readonly<PrintSettings> = Object.freeze({
  pageSize: 'A4',
  orientation: 'portrait',
  margin: 20,
  header: null,
  footer: null,
  pageNumber: true,
  pageNumberPosition: 'right',
  mainColour: '#2E7D32',
  documentLanguage: 'en',
});

/** What a print engine needs: Chromium's `page.pdf` options (Playwright's names). */
export interface PdfPageOptions {
  format: PageSize;
  landscape: boolean;
  printBackground: true;
  margin: { top: string; bottom: string; left: string; right: string };
  displayHeaderFooter: boolean;
  headerTemplate: string;
  footerTemplate: string;
}

const PAGE_WORDS: Bilingual = { en: 'Page {page} of {pages}', kh: 'ទំព័រ {page} នៃ {pages}' };
/** Chromium fills these elements of a header or footer template on each page. */
const PAGE = '<span class="pageNumber"></span>';
const PAGES = '<span class="totalPages"></span>';
const BAND_MM = 8;

const escapeText = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A header or footer text with its placeholders filled: the entity's name, the year, the page and the page count. */
export function fillPlaceholders(text: string, values: { entity: string; year: number; lang: DocumentLanguage }) {
  const year = values.lang === 'kh' ? formatYear(values.year, 'kh') : String(values.year);
  return escapeText(text)
    .replaceAll('{entity}', escapeText(values.entity))
    .replaceAll('{year}', year)
    .replaceAll('{page}', PAGE)
    .replaceAll('{pages}', PAGES);
}

/**
 * One band (header or footer): three cells, left, centre and right, in a small Khmer-capable font. A cell with text
 * takes the width the others leave and never wraps (a long header stays on one line on a wide page); an empty cell
 * takes none.
 */
function band(cells: Partial<Record<PageNumberPosition, string>>) {
  const cell = (position: PageNumberPosition, align: string) =>
    cells[position]
      ? `<span style="flex:1 1 auto;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;text-align:${align}">${cells[position]}</span>`
      : `<span style="flex:0 0 0;text-align:${align}"></span>`;
  return [
    `<div style="font-family:'Noto Sans Khmer','Khmer OS',sans-serif;font-size:8pt;color:#444;width:100%;`,
    `margin:0 ${'{margin}'}mm;display:flex;gap:4mm">`,
    cell('left', 'left'),
    cell('centre', 'center'),
    cell('right', 'right'),
    '</div>',
  ].join('');
}

/**
 * Chromium's print options for the settings: paper and orientation, margins (widened by a band where a header or a
 * footer is printed), the header text on the left, the footer text on the left (on the right when the page number
 * is on the left) and the page number where it was asked.
 */
export function pdfPageOptions(
  settings: PrintSettings,
  values: { entity: string; year: number; lang: DocumentLanguage },
): PdfPageOptions {
  const header = settings.header?.trim() ? fillPlaceholders(settings.header.trim(), values) : '';
  const footer = settings.footer?.trim() ? fillPlaceholders(settings.footer.trim(), values) : '';
  // Chromium fills a band's page number in Western digits: a Khmer document's is printed by the document's own
  // page margin box instead (`pageNumberStyle`, Khmer digits); the band only keeps its place free.
  const number =
    settings.pageNumber && values.lang !== 'kh' ? PAGE_WORDS.en.replace('{page}', PAGE).replace('{pages}', PAGES) : '';
  const numbered = settings.pageNumber;
  const footerCells: Partial<Record<PageNumberPosition, string>> = {};
  if (number) footerCells[settings.pageNumberPosition] = number;
  if (footer) footerCells[settings.pageNumberPosition === 'left' && numbered ? 'right' : 'left'] = footer;
  const margin = Math.max(0, Math.min(50, settings.margin));
  const withMargin = (html: string) => html.replace('{margin}', String(margin));
  return {
    format: settings.pageSize,
    landscape: settings.orientation === 'landscape',
    printBackground: true,
    margin: {
      top: `${margin + (header ? BAND_MM : 0)}mm`,
      bottom: `${margin + (footer || numbered ? BAND_MM : 0)}mm`,
      left: `${margin}mm`,
      right: `${margin}mm`,
    },
    displayHeaderFooter: Boolean(header || footer || number),
    // An empty template still needs an element, or Chromium prints its own date and title.
    headerTemplate: withMargin(band(header ? { left: header } : {})),
    footerTemplate: withMargin(band(footerCells)),
  };
}

const MARGIN_BOX: Record<PageNumberPosition, string> = {
  left: 'bottom-left',
  centre: 'bottom-center',
  right: 'bottom-right',
};

/**
 * The CSS a Khmer document adds to print its page numbers in Khmer digits ("ទំព័រ ១ នៃ ១១"): a page margin box with
 * the `khmer` counter style, where the settings put the number (Chromium fills a header or footer band's number in
 * Western digits only). Empty for other documents and without page numbers.
 */
export function pageNumberStyle(settings: PrintSettings, lang: DocumentLanguage): string {
  if (!settings.pageNumber || lang !== 'kh') return '';
  const words = PAGE_WORDS.kh
    .replace('{page}', '" counter(page, khmer) "')
    .replace('{pages}', '" counter(pages, khmer) "');
  return [
    `@page{@${MARGIN_BOX[settings.pageNumberPosition]}{content:"${words}";`,
    "font-family:'Noto Sans Khmer','Khmer OS',sans-serif;font-size:8pt;color:#444;vertical-align:middle}}",
  ].join('');
}

/** A printable document with `pageNumberStyle` added to its head (the document as it is when that is empty). */
export function withPageNumberStyle(html: string, settings: PrintSettings, lang: DocumentLanguage): string {
  const style = pageNumberStyle(settings, lang);
  return style ? html.replace('</head>', `<style type="text/css">${style}</style></head>`) : html;
}

/** `Lang` of a document language for words that exist once per language (`both` reads English first). */
export const primaryLang = (lang: DocumentLanguage): Lang => (lang === 'kh' ? 'kh' : 'en');

/** A problem with a print-settings file: the field and what is wrong, in both languages. */
export interface PrintSettingsProblem {
  field: keyof PrintSettings;
  message: Bilingual;
}

/**
 * Print settings read from a JSON object (the CLI's `--settings export.json`, the same fields as the API's export
 * settings): missing fields take the defaults, wrong ones are listed (none is silently dropped).
 */
export function readPrintSettings(value: unknown): { settings: PrintSettings; problems: PrintSettingsProblem[] } {
  const problems: PrintSettingsProblem[] = [];
  const settings: PrintSettings = { ...DEFAULT_PRINT_SETTINGS };
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return {
      settings,
      problems: [
        {
          field: 'pageSize',
          message: { en: 'The settings must be a JSON object.', kh: 'ការកំណត់ត្រូវតែជាវត្ថុ JSON។' },
        },
      ],
    };
  }
  const given = value as Record<string, unknown>;
  const pick = <K extends keyof PrintSettings>(field: K, allowed: readonly string[]) => {
    const v = given[field];
    if (v === undefined) return;
    if (typeof v === 'string' && allowed.includes(v)) (settings as unknown as Record<string, unknown>)[field] = v;
    else
      problems.push({
        field,
        message: {
          en: `${field} must be one of ${allowed.join(', ')}.`,
          kh: `${field} ត្រូវតែជាមួយក្នុងចំណោម ${allowed.join(', ')}។`,
        },
      });
  };
  pick('pageSize', PAGE_SIZES);
  pick('orientation', ORIENTATIONS);
  pick('pageNumberPosition', PAGE_NUMBER_POSITIONS);
  pick('documentLanguage', DOCUMENT_LANGUAGES);
  if (given.margin !== undefined) {
    if (typeof given.margin === 'number' && Number.isInteger(given.margin) && given.margin >= 0 && given.margin <= 50)
      settings.margin = given.margin;
    else
      problems.push({
        field: 'margin',
        message: {
          en: 'margin must be a whole number of millimetres from 0 to 50.',
          kh: 'margin ត្រូវតែជាចំនួនគត់គិតជាមីលីម៉ែត្រ ពី ០ ដល់ ៥០។',
        },
      });
  }
  for (const field of ['header', 'footer'] as const) {
    const v = given[field];
    if (v === undefined || v === null) continue;
    if (typeof v === 'string' && v.length <= 200) settings[field] = v;
    else
      problems.push({
        field,
        message: {
          en: `${field} must be a text of at most 200 characters.`,
          kh: `${field} ត្រូវតែជាអត្ថបទមិនលើសពី ២០០ តួអក្សរ។`,
        },
      });
  }
  if (given.pageNumber !== undefined) {
    if (typeof given.pageNumber === 'boolean') settings.pageNumber = given.pageNumber;
    else
      problems.push({
        field: 'pageNumber',
        message: { en: 'pageNumber must be true or false.', kh: 'pageNumber ត្រូវតែជា true ឬ false។' },
      });
  }
  if (given.mainColour !== undefined) {
    if (typeof given.mainColour === 'string' && /^#[0-9a-fA-F]{6}$/.test(given.mainColour.trim()))
      settings.mainColour = given.mainColour.trim().toUpperCase();
    else
      problems.push({
        field: 'mainColour',
        message: {
          en: 'mainColour must be a colour such as #2E7D32.',
          kh: 'mainColour ត្រូវតែជាពណ៌ ដូចជា #2E7D32។',
        },
      });
  }
  return { settings, problems };
}
