// The statements as files: the XBRL package, the Inline XBRL document and the PDF.
import { createHash } from 'node:crypto';
import {
  DEFAULT_PRINT_SETTINGS,
  type DocumentLanguage,
  exportInlineXbrl,
  exportPrintableDocument,
  exportXbrlZip,
  type Lang,
  pdfPageOptions,
  withPageNumberStyle,
} from '@dfr/statement-engine';
import type { Deps } from '../../context';
import { ApiError } from '../../http/errors';
import { PdfBusyError, PdfTimeoutError } from '../../pdf';
import { withEmbeddedFonts } from '../../pdf/document';
import { entityRepo } from '../entities/repository';
import { exportSettingsService } from '../export-settings/service';
import { computed } from './cache';
import { load } from './write';

/**
 * The printable document's size a PDF is printed from, at most (characters of HTML, before the fonts): the demo
 * statements print from ~0.1 M, with every text at its limit ~0.2 M (issue 34: 2.7 MB of text cost 16 s and ~3 GB).
 */
export const PDF_LIMITS = { documentChars: 600_000 };

export const statementExports = {
  /** XBRL package (zip) or Inline XBRL (xhtml) from the engine. */
  export: async (deps: Deps, userId: string, statementId: string, kind: 'xbrl' | 'ixbrl', lang: Lang) => {
    const { row } = await load(deps, userId, statementId, 'read');
    const { set } = await computed(deps, row);
    const body = kind === 'xbrl' ? exportXbrlZip(set, { lang }) : exportInlineXbrl(set, { lang });
    return { body, year: row.reportingYear };
  },

  /**
   * The financial statements as a PDF: the engine's printable document (the Inline XBRL document, so what is tagged is
   * what is printed: cover, directors' statement, statements, policies, notes) with the entity's export settings
   * (paper, orientation, margins, header and footer, page numbers and their place, main colour, document language).
   * `language` overrides the settings' document language for one download.
   */
  pdf: async (deps: Deps, userId: string, statementId: string, language?: DocumentLanguage) => {
    const { row } = await load(deps, userId, statementId, 'read');
    const { set } = await computed(deps, row);
    const settings = await exportSettingsService.get(deps, userId, row.entityId);
    const entity = await entityRepo.byId(deps.db, row.entityId);
    const lang = language ?? settings.documentLanguage;
    const name = (lang === 'kh' ? entity?.nameKh || entity?.nameEn : entity?.nameEn) ?? '';
    const print = {
      ...DEFAULT_PRINT_SETTINGS,
      ...settings,
      documentLanguage: lang,
    };
    const document = withPageNumberStyle(
      exportPrintableDocument(set, { lang, mainColour: settings.mainColour }),
      print,
      lang,
    );
    // What one PDF may cost is bounded by what it prints (the texts' limits in @dfr/forms keep a statement well within).
    if (document.length > PDF_LIMITS.documentChars) throw new ApiError(413, 'DOCUMENT_TOO_LARGE', 'document_too_large');
    const html = withEmbeddedFonts(document);
    const page = pdfPageOptions(print, { entity: name, year: row.reportingYear, lang });
    // Kept in the object store under what it was printed from: any instance serves a PDF printed once, and a change
    // to the statement, the settings or the engine's document makes another key. One PDF is kept per statement and
    // language: printing anew removes the one it replaces (an instance still printing the old one prints it again).
    const folder = `exports/${row.entityId}/${row.id}/`;
    const key = `${folder}${lang}-${createHash('sha256').update(html).update(JSON.stringify(page)).digest('hex')}.pdf`;
    const kept = await deps.storage.get(key);
    if (kept) return { body: new Uint8Array(kept), year: row.reportingYear, lang };
    try {
      // One PDF at a time per user (the others' renders wait in line for a core, never behind one user's many).
      const body = await deps.pdf.render(html, page, userId);
      await deps.storage.put(key, body);
      for (const old of await deps.storage.list(folder))
        if (old !== key && old.startsWith(`${folder}${lang}-`)) await deps.storage.remove(old);
      return { body, year: row.reportingYear, lang };
    } catch (e) {
      if (e instanceof PdfTimeoutError) throw new ApiError(503, 'PDF_TIMEOUT', 'pdf_timeout');
      if (e instanceof PdfBusyError) throw new ApiError(429, 'PDF_BUSY', 'pdf_busy');
      throw e;
    }
  },
};
