import type { DocumentLanguage } from '../document/settings';
import type { EntityInfo, StatementSet } from '../model/types';
import { buildInlineXbrl } from './inline';
import { buildXbrlInstance, prepareReport } from './instance';
import { buildTaxonomyFiles } from './taxonomy';
import type { XbrlExportInput, XbrlFile } from './types';
import { zipFiles } from './zip';

/** The names of the two reports inside a package. */
export interface XbrlPackage {
  files: XbrlFile[];
  /** Path of the XBRL 2.1 instance, e.g. `00012345-2025-12-31.xbrl`. */
  instancePath: string;
  /** Path of the Inline XBRL document, e.g. `00012345-2025-12-31.xhtml`. */
  inlinePath: string;
}

/**
 * The self-contained XBRL package: the framework's taxonomy (schemas; label, presentation and calculation linkbases;
 * taxonomy-package metadata), the XBRL 2.1 instance and the Inline XBRL 1.1 document, as `{ path, content }` files.
 */
export function buildXbrlPackage(input: XbrlExportInput): XbrlPackage {
  const report = prepareReport(input);
  const instancePath = `${report.baseName}.xbrl`;
  const inlinePath = `${report.baseName}.xhtml`;
  return {
    files: [
      ...buildTaxonomyFiles(report.taxonomy),
      { path: instancePath, content: buildXbrlInstance(input, report) },
      { path: inlinePath, content: buildInlineXbrl(input, report) },
    ],
    instancePath,
    inlinePath,
  };
}

/** The package as a zip (for the API's download), under a folder named after the report. */
export function buildXbrlZip(input: XbrlExportInput): Uint8Array {
  const pkg = buildXbrlPackage(input);
  return zipFiles(pkg.files, pkg.instancePath.replace(/\.xbrl$/, ''));
}

/** Options of the one-call exports (the API's download routes). */
export interface ExportOptions {
  /** Language of the Inline XBRL document. @default the statements' reporting language, else `en` */
  lang?: DocumentLanguage;
  /** @default the statement set's entity */
  entity?: Pick<EntityInfo, 'nameEn' | 'nameKh' | 'registrationNumber'>;
  /** The entity's main colour (export settings). */
  mainColour?: string;
}

function exportInput(set: StatementSet, options: ExportOptions): XbrlExportInput {
  return {
    statements: set,
    ...(options.entity ? { entity: options.entity } : {}),
    ...(options.lang ? { lang: options.lang } : {}),
    ...(options.mainColour ? { mainColour: options.mainColour } : {}),
  };
}

/** The XBRL package of a statement set as a zip, in one call (the framework's taxonomy is used). */
export function exportXbrlZip(set: StatementSet, options: ExportOptions = {}): Uint8Array {
  return buildXbrlZip(exportInput(set, options));
}

/** The Inline XBRL document of a statement set, in one call. */
export function exportInlineXbrl(set: StatementSet, options: ExportOptions = {}): string {
  return buildInlineXbrl(exportInput(set, options));
}

/**
 * The document to print (the PDF): the same Inline XBRL document, with the numbers it shows in Khmer digits in a
 * Khmer document and its dates in words. Hand it with `pdfPageOptions` to a print engine.
 */
export function exportPrintableDocument(set: StatementSet, options: ExportOptions = {}): string {
  return buildInlineXbrl(exportInput(set, options), undefined, { print: true });
}
