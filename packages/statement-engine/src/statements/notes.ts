/** Facts of the notes, the general information, the policies and the directors' statement. */
import type { EntityInfo, Fact, NoteData, Period, StatementSettings, StatementTexts, Taxonomy } from '../model/types';
import { ROUNDING_LEVEL_LABELS } from '../document/words';
import { postPeriodConcept, RELATED_PARTY_FIELDS } from '../taxonomy';

export function noteFacts(
  taxonomy: Taxonomy,
  settings: StatementSettings,
  duration: Period & { end: string },
  entity: Pick<EntityInfo, 'nameEn' | 'nameKh' | 'registrationNumber'> | undefined,
  notes: NoteData | undefined,
  texts: StatementTexts | undefined,
): Fact[] {
  const facts: Fact[] = [];
  const instant: Period = { instant: duration.end };
  const has = (concept: string) => taxonomy.concepts[concept] !== undefined;
  const text = (concept: string, value: string, lang?: 'en' | 'kh') => {
    if (!has(concept) || value === '') return;
    const fact: Fact = { concept, period: duration, value };
    if (lang) fact.lang = lang;
    facts.push(fact);
  };

  if (entity) {
    text('ifrs-full:NameOfReportingEntityOrOtherMeansOfIdentification', entity.nameEn, 'en');
    text('ifrs-full:NameOfReportingEntityOrOtherMeansOfIdentification', entity.nameKh, 'kh');
    text('dfr:CompanyRegistrationNumber', entity.registrationNumber);
  }
  text('ifrs-full:DateOfEndOfReportingPeriod2013', settings.periodEnd);
  text('ifrs-full:DescriptionOfPresentationCurrency', settings.presentationCurrency);
  text('ifrs-full:DescriptionOfFunctionalCurrency', settings.functionalCurrency);
  text('ifrs-full:LevelOfRoundingUsedInFinancialStatements', ROUNDING_LEVEL_LABELS[settings.rounding].en, 'en');
  text('ifrs-full:LevelOfRoundingUsedInFinancialStatements', ROUNDING_LEVEL_LABELS[settings.rounding].kh, 'kh');

  if (notes) {
    const count = (concept: string, value: number, period: Period = duration) =>
      facts.push({ concept, period, value, unit: 'pure' });
    count('dfr:NumberOfShareholders', notes.shareholders.length, instant);
    facts.push({
      concept: 'ifrs-full:NumberOfSharesIssued',
      period: instant,
      value: notes.shareholders.reduce((sum, s) => sum + s.shares, 0),
      unit: 'shares',
    });
    facts.push({
      concept: 'dfr:PaidUpCapitalOfShareholders',
      period: instant,
      value: notes.shareholders.reduce((sum, s) => sum + s.paidUpKhr, 0),
      unit: 'KHR',
    });
    count('dfr:NumberOfEmployees', notes.employees.total);
    count('dfr:NumberOfFemaleEmployees', notes.employees.female);
    count('dfr:NumberOfAccountants', notes.employees.accountants);
    count('dfr:NumberOfActiveCustomers', notes.customers.active);
    count('dfr:NumberOfTaxableCustomers', notes.customers.taxable);
    text('dfr:SustainableDevelopmentGoals', [...notes.sdgs].sort((a, b) => a - b).join(', '));
    if (has('dfr:FundingFromGovernment')) {
      facts.push({ concept: 'dfr:FundingFromGovernment', period: duration, value: notes.fundingSources.government });
      facts.push({
        concept: 'dfr:FundingFromDomesticAgencies',
        period: duration,
        value: notes.fundingSources.domesticAgencies,
      });
      facts.push({
        concept: 'dfr:FundingFromInternationalAgencies',
        period: duration,
        value: notes.fundingSources.internationalAgencies,
      });
    }
    // Related parties (33.7, 33.9): a typed amount, in the presentation currency; zero (none) is not filed.
    for (const { key, concept } of RELATED_PARTY_FIELDS) {
      const value = notes.relatedParties?.[key];
      if (!has(concept) || typeof value !== 'number' || !Number.isFinite(value) || value === 0) continue;
      const period = taxonomy.concepts[concept]!.periodType === 'instant' ? instant : duration;
      facts.push({ concept, period, value, unit: settings.presentationCurrency });
    }
    notes.postPeriodAnswers.forEach((answer, index) => {
      if (answer !== null && index < 13)
        facts.push({ concept: postPeriodConcept(index), period: duration, value: answer });
    });
  }

  if (texts) {
    for (const lang of ['en', 'kh'] as const) {
      const policies = Object.values(texts.policies)
        .map((p) => p[lang].trim())
        .filter(Boolean)
        .join('\n\n');
      text('ifrs-full:DisclosureOfSignificantAccountingPoliciesExplanatory', policies, lang);
      if (texts.directorsStatement) text('dfr:DirectorsStatement', texts.directorsStatement[lang].trim(), lang);
    }
  }
  return facts;
}
