/** XBRL 2.1 (taxonomy package + instance) and Inline XBRL 1.1 export, and parsers to read them back. */
export { checkXbrlReport, type XbrlProblem } from './check';
export { checkFilingPackage, type FilingCheck } from './filing';
export { checkLinkbases, type LinkbaseProblem, STANDARD_ARCROLES, STANDARD_ROLES } from './conformance';
export { buildInlineXbrl } from './inline';
export { parseInlineXbrl } from './inline-parse';
export {
  buildXbrlInstance,
  contextId,
  ENTITY_NAME_CONCEPT,
  ENTITY_SCHEME,
  type PreparedFact,
  type PreparedReport,
  prepareReport,
  REGISTRATION_NUMBER_CONCEPT,
} from './instance';
export {
  buildXbrlPackage,
  buildXbrlZip,
  type ExportOptions,
  exportInlineXbrl,
  exportPrintableDocument,
  exportXbrlZip,
  type XbrlPackage,
} from './package';
export {
  type ParsedContext,
  type ParsedFact,
  type ParsedInstance,
  type ParsedUnit,
  parseXbrlInstance,
  parseXml,
  type XmlElement,
  type XmlNode,
} from './parse';
export {
  buildTaxonomyFiles,
  DFR_TAXONOMY_BASE,
  entryPointFor,
  networksOf,
  type Variant,
  VARIANTS,
  weightBalanceMismatches,
} from './taxonomy';
export type { XbrlExportInput, XbrlFile } from './types';
export { zipFiles } from './zip';
