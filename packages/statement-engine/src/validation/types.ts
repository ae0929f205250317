import type {
  Bilingual,
  EntityInfo,
  Fact,
  NoteData,
  Period,
  RenderingModel,
  Section,
  StatementPeriods,
  StatementSettings,
  StatementTexts,
  Taxonomy,
} from '../model/types';

/** A genuine error must be fixed before filing; a possible error is a warning the user acknowledges. */
export type Severity = 'genuine' | 'possible';

/** The part of a statement set validation needs: settings and facts (the taxonomy may come with it or apart). */
export interface StatementsLike {
  settings: StatementSettings;
  facts: Fact[];
  periods?: StatementPeriods;
  /** The rendering model, when given its rounded amounts are the values checked (what is printed and filed). */
  rendering?: RenderingModel;
  taxonomy?: Taxonomy;
  notes?: NoteData;
  texts?: StatementTexts;
}

/** What to validate. */
export interface ValidationInput {
  statements: StatementsLike;
  /** The taxonomy the facts are reported in (when `statements` does not carry it). */
  taxonomy?: Taxonomy;
  /** The prior year's statements, to check opening balances and comparatives against. */
  previous?: StatementsLike;
  entity?: EntityInfo;
  /** The notes' data (defaults to `statements.notes`). */
  notes?: NoteData;
  /** Policies and the directors' statement (defaults to `statements.texts`). */
  texts?: StatementTexts;
}

/** A concept in a period that the user should look at. */
export interface ElementRef {
  concept: string;
  period?: Period;
  value?: number | string | boolean;
}

/** One finding of a rule: its message names the figures involved. */
export interface Finding {
  message: Bilingual;
  elements: ElementRef[];
}

/** One reported validation error (the specification's: error id, type, message, elements to check, section). */
export interface ValidationError extends Finding {
  id: string;
  severity: Severity;
  section: Section;
  title: Bilingual;
  /** The statement settings that fix it, when it is not fixed in the figures (`RULE_FIX_FIELDS`). */
  fields?: string[];
  /** The field of the note data that fixes it, for a notes rule (`RULE_NOTE_FIELDS`), e.g. `employees.female`. */
  noteField?: string;
}

export interface SectionErrors {
  section: Section;
  title: Bilingual;
  errors: ValidationError[];
}

export interface ValidationResult {
  /** True when there is no genuine error. */
  canFile: boolean;
  /** One line that says whether the statements can be filed. */
  verdict: Bilingual;
  /** Errors grouped by section, in the order of the statements; empty sections left out. */
  sections: SectionErrors[];
  /** Every error in one list (genuine first). */
  errors: ValidationError[];
  genuineCount: number;
  possibleCount: number;
}
