/** A statement's settings of a calendar year (the desk's tests insert statements as fixtures). */
export const statementOfYear = (year: number) => ({
  framework: 'crfrf' as const,
  reportingYear: year,
  periodStart: `${year}-01-01`,
  periodEnd: `${year}-12-31`,
  presentationCurrency: 'KHR' as const,
  functionalCurrency: 'KHR' as const,
  rounding: 'units' as const,
  sfpType: 'current-noncurrent' as const,
  plType: 'function' as const,
  cashFlowType: 'indirect' as const,
});
