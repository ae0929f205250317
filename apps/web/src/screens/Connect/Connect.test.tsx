import { ToastProvider } from '@dfr/ui';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '../../features/dashboard/format';
import i18n from '../../i18n';
import { credentialRequestFixture, entityFixture, renderWithApi, signedIn } from '../../test/apiStub';
import { text } from '../../test/renderScreen';
import Connect from '.';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const entity = entityFixture();
const refused = credentialRequestFixture({
  status: 'rejected',
  decidedBy: 'staff-1',
  decidedAt: '2026-02-12T03:00:00.000Z',
  reason: 'Registration number does not match the MoC register',
});

describe('Connect', () => {
  it.each(['en', 'kh'] as const)('a refused request shows the reason and the way to ask again (%s)', async (lang) => {
    await renderWithApi(
      <ToastProvider>
        <Connect />
      </ToastProvider>,
      lang,
      [...signedIn(entity), { path: `/api/entities/${entity.id}/credential-requests`, body: { requests: [refused] } }],
      ['entities'],
      '/connect',
    );
    const t = i18n.getFixedT(lang);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(text(lang, 'common:title.connect'));
    const name = lang === 'kh' ? entity.nameKh : entity.nameEn;
    expect(await screen.findByRole('heading', { level: 2, name })).toBeTruthy();
    const status = document.querySelector('[data-connection]') as HTMLElement;
    expect(status.getAttribute('data-connection')).toBe('rejected');
    expect(
      within(status).getByText(t('entities:connect_page.refused', { date: formatDate(refused.decidedAt!, lang) })),
    ).toBeTruthy();
    expect(
      within(status).getByText(t('entities:connect_page.refused_reason', { reason: refused.reason }), { exact: false }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: text(lang, 'entities:connect_page.again') })).toBeTruthy();
    expect(screen.getByRole('listitem').textContent).toContain(refused.contactEmail);
  });
});
