import { frameworkFor, SCOPING_DEFAULTS, type ScopingAnswers } from '@dfr/forms/rules';
import type { Entity } from '../../api/types';

/** The scoping answers that decide the statements' shape; they prefill the new-statements screen. */
export type Scoping = ScopingAnswers;

export const scopingKey = (entityId: string) => `dfr.scoping.${entityId}`;

export function loadScoping(entity: Entity): Scoping {
  let saved: Partial<Scoping> = {};
  try {
    saved = JSON.parse(localStorage.getItem(scopingKey(entity.id)) ?? '{}');
  } catch {
    // ignore unreadable local data
  }
  return {
    ...SCOPING_DEFAULTS,
    framework: frameworkFor(entity.legalForm),
    size: (entity.size ?? 'small') as Scoping['size'],
    auditRequired: entity.auditRequired ?? false,
    legalForm: entity.legalForm as Scoping['legalForm'],
    ...saved,
  };
}

/** The query string the new-statements screen reads to prefill its settings. */
export function scopingQuery(s: Scoping): string {
  return new URLSearchParams({
    framework: s.framework,
    sfpType: s.sfpType,
    plType: s.plType,
    presentationCurrency: s.presentationCurrency,
    functionalCurrency: s.functionalCurrency,
    audited: String(s.auditRequired),
  }).toString();
}
