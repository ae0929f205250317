import type { DocumentLanguage } from '../document/settings';
import type { EntityInfo, StatementTexts, Taxonomy } from '../model/types';
import type { StatementsLike } from '../validation/types';

/** One file of an export: a path inside the package and its text. */
export interface XbrlFile {
  path: string;
  content: string;
}

/** What the XBRL and Inline XBRL exports need. */
export interface XbrlExportInput {
  /** The statement set (`StatementSet` from `buildStatements`, or settings + facts [+ rendering]). */
  statements: StatementsLike & { entity?: Pick<EntityInfo, 'nameEn' | 'nameKh' | 'registrationNumber'> };
  /** The taxonomy of the framework (defaults to `statements.taxonomy`). */
  taxonomy?: Taxonomy;
  /** The reporting entity: its company registration number identifies it (defaults to `statements.entity`). */
  entity?: Pick<EntityInfo, 'nameEn' | 'nameKh' | 'registrationNumber'>;
  /** Policies and the directors' statement, tagged as text blocks when the facts do not carry them already. */
  texts?: StatementTexts;
  /** Language of the Inline XBRL document (`both`: English and Khmer side by side). @default the statements' reporting language, else `en` */
  lang?: DocumentLanguage;
  /** The entity's main colour (export settings), a CSS hex colour. @default '#2e7d32' */
  mainColour?: string;
  /** Scheme URI of the entity identifier. @default ENTITY_SCHEME */
  entityScheme?: string;
}
