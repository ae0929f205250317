import { SECTIONS, type Bilingual, type Section } from '../model/types';
import { RuleContext } from './context';
import type { ValidationRule } from './rule';
import { RULE_FIX_FIELDS, RULE_NOTE_FIELDS, VALIDATION_RULES } from './rules';
import type { Finding, SectionErrors, ValidationError, ValidationInput, ValidationResult } from './types';

/** Section titles (glossary terms). */
export const SECTION_TITLES: Record<Section, Bilingual> = {
  financialPosition: { en: 'Statement of financial position', kh: 'របាយការណ៍ស្ថានភាពហិរញ្ញវត្ថុ' },
  profitOrLoss: { en: 'Statement of profit or loss', kh: 'របាយការណ៍ចំណេញ ឬខាត' },
  cashFlows: { en: 'Statement of cash flows', kh: 'របាយការណ៍លំហូរសាច់ប្រាក់' },
  changesInEquity: { en: 'Statement of changes in equity', kh: 'របាយការណ៍បម្រែបម្រួលមូលធន' },
  notes: { en: 'Notes to the financial statements', kh: 'កំណត់សម្គាល់លើរបាយការណ៍ហិរញ្ញវត្ថុ' },
  policies: { en: 'Accounting policies', kh: 'គោលនយោបាយគណនេយ្យ' },
  directorsStatement: { en: "Directors' statement", kh: 'សេចក្តីថ្លែងការណ៍របស់ក្រុមប្រឹក្សាភិបាល' },
  generalInformation: { en: 'General information', kh: 'ព័ត៌មានទូទៅ' },
};

function khmerDigits(n: number): string {
  return String(n).replace(/\d/g, (d) => '០១២៣៤៥៦៧៨៩'[Number(d)]!);
}

/** The one-line verdict. */
export function verdictOf(genuine: number, possible: number): Bilingual {
  if (genuine > 0) {
    return {
      en: `Cannot be filed: ${genuine} genuine error(s) must be fixed${possible ? ` and ${possible} possible error(s) reviewed` : ''}.`,
      kh: `មិនអាចដាក់ស្នើបានទេ៖ ត្រូវកែកំហុសពិតប្រាកដចំនួន ${khmerDigits(genuine)}${possible ? ` និងពិនិត្យកំហុសដែលអាចកើតមានចំនួន ${khmerDigits(possible)}` : ''}។`,
    };
  }
  if (possible > 0) {
    return {
      en: `Can be filed once the ${possible} possible error(s) are reviewed and acknowledged.`,
      kh: `អាចដាក់ស្នើបាន បន្ទាប់ពីពិនិត្យ និងទទួលស្គាល់កំហុសដែលអាចកើតមានចំនួន ${khmerDigits(possible)}។`,
    };
  }
  return { en: 'Can be filed: no errors found.', kh: 'អាចដាក់ស្នើបាន៖ រកមិនឃើញកំហុសទេ។' };
}

/**
 * A finding as reported: the rule's data, then the finding's own keys, then what fixes it. Written out (a finding is its
 * message and elements) rather than spread: one object of a known shape per finding, not a copy key by key.
 */
function reported(
  r: ValidationRule,
  f: Finding,
  fields: readonly string[] | undefined,
  noteField: string | undefined,
): ValidationError {
  const { id, severity, section, title } = r;
  const { message, elements } = f;
  if (fields)
    return noteField
      ? { id, severity, section, title, message, elements, fields: [...fields], noteField }
      : { id, severity, section, title, message, elements, fields: [...fields] };
  return noteField
    ? { id, severity, section, title, message, elements, noteField }
    : { id, severity, section, title, message, elements };
}

/**
 * Validates a statement set: runs every rule and says in one line whether the statements can be filed.
 * A rule that fails unexpectedly is reported as a genuine error of its own section rather than thrown.
 */
export function validateStatements(
  input: ValidationInput,
  rules: readonly ValidationRule[] = VALIDATION_RULES,
): ValidationResult {
  const ctx = new RuleContext(input);
  const genuine: ValidationError[] = [];
  const possible: ValidationError[] = [];
  for (const r of rules) {
    let findings: ReturnType<ValidationRule['check']>;
    try {
      findings = r.check(ctx);
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      findings = [
        {
          message: {
            en: `Rule ${r.id} could not be checked: ${detail}`,
            kh: `មិនអាចពិនិត្យច្បាប់ ${r.id} បានទេ៖ ${detail}`,
          },
          elements: [],
        },
      ];
    }
    if (findings.length === 0) continue;
    const fields = RULE_FIX_FIELDS[r.id];
    const noteField = RULE_NOTE_FIELDS[r.id];
    for (const f of findings) {
      const error = reported(r, f, fields, noteField);
      if (error.severity === 'genuine') genuine.push(error);
      else possible.push(error);
    }
  }
  // Genuine first, each kind in the rules' order (what a stable sort by severity gave).
  const errors = genuine.concat(possible);
  const sections: SectionErrors[] = SECTIONS.map((section) => ({
    section,
    title: SECTION_TITLES[section],
    errors: errors.filter((e) => e.section === section),
  })).filter((s) => s.errors.length > 0);
  const genuineCount = genuine.length;
  const possibleCount = possible.length;
  return {
    canFile: genuineCount === 0,
    verdict: verdictOf(genuineCount, possibleCount),
    sections,
    errors,
    genuineCount,
    possibleCount,
  };
}
