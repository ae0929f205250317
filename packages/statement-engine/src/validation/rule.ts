import type { Bilingual, Section } from '../model/types';
import type { RuleContext } from './context';
import type { Finding, Severity } from './types';

/** A validation rule: data (id, severity, section, title, the concepts it reads) plus a check. */
export interface ValidationRule {
  /** Stable id, e.g. `FP001`; never reused for another meaning. */
  id: string;
  severity: Severity;
  section: Section;
  /** What the rule checks, in both languages. */
  title: Bilingual;
  /** Local names of the concepts the rule reads (documentation; the findings name the exact elements). */
  concepts: string[];
  /** Returns one finding per problem; an empty list when the rule holds. */
  check: (ctx: RuleContext) => Finding[];
}

/** A bilingual text. */
export const t = (en: string, kh: string): Bilingual => ({ en, kh });

/** Builds a rule (keeps the rule tables compact). */
export function rule(
  id: string,
  severity: Severity,
  section: Section,
  title: Bilingual,
  concepts: string[],
  check: (ctx: RuleContext) => Finding[],
): ValidationRule {
  return { id, severity, section, title, concepts, check };
}
