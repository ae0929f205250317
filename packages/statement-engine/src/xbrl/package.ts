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
