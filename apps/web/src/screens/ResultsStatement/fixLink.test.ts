import { describe, expect, it } from 'vitest';
import { fixLink } from '.';

describe('fix links (issue 21, defect 5)', () => {
  it('open the statement settings on the field when the rule reads a setting', () => {
    expect(fixLink('s1', { section: 'directorsStatement', fields: ['directorNameEn', 'directorNameKh'] })).toBe(
      '/on_board_reporting/s1?field=directorNameEn',
    );
    expect(fixLink('s1', { section: 'directorsStatement', fields: ['signingDate'] })).toBe(
      '/on_board_reporting/s1?field=signingDate',
    );
  });

  it('open the notes tab on the note field for a notes error about the note data', () => {
    expect(fixLink('s1', { section: 'notes', noteField: 'employees.female' })).toBe(
      '/reporting/s1?tab=notes&field=employees.female',
    );
  });

  it('open the section with the figure otherwise, and the settings for general information', () => {
    expect(
      fixLink('s1', { section: 'financialPosition' }, { concept: 'ifrs-full:Assets', period: 'current' } as never),
    ).toBe('/reporting/s1?tab=financialPosition&concept=ifrs-full%3AAssets');
    expect(fixLink('s1', { section: 'directorsStatement' })).toBe('/reporting/s1?tab=directorsStatement');
    expect(fixLink('s1', { section: 'generalInformation' })).toBe('/on_board_reporting/s1');
  });
});
