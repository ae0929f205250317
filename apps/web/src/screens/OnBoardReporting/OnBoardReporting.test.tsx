import { labelOf } from '@dfr/forms';
import { toKhmerDigits } from '@dfr/forms/rules';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '../../i18n';
import { signedIn, statementFixture } from '../../test/apiStub';
import { renderInApp, text } from '../../test/screenProviders';
import OnBoardReporting from '.';

const options = { namespaces: ['statement'], route: '/on_board_reporting/:id?' };
const accepted = statementFixture({ reportingYear: 2024, stage: 'accepted' });

/** The settings of statement `record`, the entity's only one. */
const openSettings = (lang: 'en' | 'kh', record: typeof accepted) =>
  renderInApp(
    <OnBoardReporting />,
    lang,
    [
      ...signedIn(),
      { path: '/api/entities/ent-1/statements', body: { statements: [record] } },
      { path: `/api/statements/${record.id}`, body: record },
    ],
    { ...options, path: `/on_board_reporting/${record.id}` },
  );

describe('OnBoardReporting', () => {
  it.each(['en', 'kh'] as const)(
    "opens an accepted statement's settings, which can no longer be saved (%s)",
    async (lang) => {
      await openSettings(lang, accepted);
      expect(await screen.findByText(text(lang, 'statement:settings.intro'))).toBeTruthy();
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
        i18n.getFixedT(lang)('statement:settings.titleWithYear', { year: 2024 }),
      );
      // A locked form (the @dfr/forms reader's copy) offers no save.
      expect(screen.getByRole('form')).toBeTruthy();
      expect(screen.queryByRole('button', { name: text(lang, 'statement:settings.save') })).toBeNull();
    },
  );

  it.each(['en', 'kh'] as const)("a new statement's year list is in the reader's digits (%s)", async (lang) => {
    // The list offers this year and the seven before; last year is proposed, the one before has its statement.
    const thisYear = new Date().getFullYear();
    const taken = statementFixture({ reportingYear: thisYear - 2, stage: 'accepted' });
    const digits = (year: number) => (lang === 'kh' ? toKhmerDigits(String(year)) : String(year));
    await renderInApp(
      <OnBoardReporting />,
      lang,
      [...signedIn(), { path: '/api/entities/ent-1/statements', body: { statements: [taken] } }],
      { ...options, path: '/on_board_reporting' },
    );
    const year = await screen.findByRole('button', { name: new RegExp(labelOf('reportingYear', lang)) });
    // The year list's options as the Select offers them (react-aria's hidden native select holds one per item, its
    // value the key: the year in ASCII, as it is saved).
    const choices = [...document.querySelectorAll('select option')].filter((o) =>
      /^\d{4}$/.test(o.getAttribute('value') ?? ''),
    );
    const labels = choices.map((o) => o.textContent ?? '');
    expect(labels.length).toBeGreaterThan(1);
    expect(labels).toContain(labelOf('yearTaken', lang, { year: digits(thisYear - 2) }));
    for (const label of labels) expect(/[0-9]/.test(label)).toBe(lang === 'en');
    expect(year.textContent).toContain(digits(thisYear - 1));
  });

  it("a draft statement's settings can be saved (en)", async () => {
    await openSettings('en', statementFixture({ reportingYear: 2024, stage: 'draft' }));
    expect(await screen.findByRole('button', { name: text('en', 'statement:settings.save') })).toBeTruthy();
  });

  it.each(['en', 'kh'] as const)('without an entity, asks for one first (%s)', async (lang) => {
    await renderInApp(<OnBoardReporting />, lang, [{ path: '/api/entities', body: { entities: [] } }], {
      ...options,
      path: '/on_board_reporting',
    });
    expect(await screen.findByText(text(lang, 'statement:new.noEntity'))).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(text(lang, 'statement:new.title'));
    expect(screen.getByRole('link', { name: text(lang, 'statement:new.createEntity') }).getAttribute('href')).toBe(
      '/onboarding',
    );
  });
});
