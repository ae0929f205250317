import type { UserRole } from '@dfr/forms/rules';
import { ToastProvider } from '@dfr/ui';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EntityUser } from '../../api/types';
import i18n from '../../i18n';
import { entityFixture, renderWithApi, signedIn } from '../../test/apiStub';
import { text } from '../../test/renderScreen';
import Users from '.';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const member = (id: string, email: string, role: UserRole): EntityUser => ({
  id,
  entityId: 'ent-1',
  userId: `user-${id}`,
  email,
  role,
  status: 'active',
  invitedBy: null,
  profile: null,
  version: 1,
  createdAt: '2026-01-05T08:00:00.000Z',
  updatedAt: '2026-01-05T08:00:00.000Z',
});
const members = [member('m1', 'dara@example.com', 'super_admin'), member('m2', 'sophea@example.com', 'preparer')];

/** The users screen of the current entity, read by a member in `role`. */
async function renderAs(role: UserRole, lang: 'en' | 'kh') {
  const entity = entityFixture({ role });
  await renderWithApi(
    <ToastProvider>
      <Users />
    </ToastProvider>,
    lang,
    [...signedIn(entity), { path: `/api/entities/${entity.id}/users`, body: { users: members } }],
    ['users'],
    '/users',
  );
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(text(lang, 'common:title.users'));
  const table = await screen.findByRole('table', { name: text(lang, 'users:caption') });
  expect(within(table).getAllByRole('row')).toHaveLength(members.length + 1);
  expect(table.textContent).toContain('sophea@example.com');
  return table;
}

const roleFor = (lang: 'en' | 'kh', email: string) => i18n.getFixedT(lang)('users:role_for', { email });

describe('Users', () => {
  it.each(['en', 'kh'] as const)(
    'an admin sees every member and may change a role or add a user (%s)',
    async (lang) => {
      const table = await renderAs('admin', lang);
      expect(within(table).getByLabelText(roleFor(lang, 'sophea@example.com'))).toBeTruthy();
      // The super admin's role is never a choice here (it is transferred instead).
      expect(within(table).queryByLabelText(roleFor(lang, 'dara@example.com'))).toBeNull();
      expect(screen.getByRole('heading', { level: 2, name: text(lang, 'users:add_title') })).toBeTruthy();
    },
  );

  it.each(['en', 'kh'] as const)('a viewer sees the members but may change nothing (%s)', async (lang) => {
    const table = await renderAs('viewer', lang);
    expect(within(table).queryByLabelText(roleFor(lang, 'sophea@example.com'))).toBeNull();
    expect(screen.queryByRole('heading', { level: 2, name: text(lang, 'users:add_title') })).toBeNull();
    expect(screen.getByText(text(lang, 'users:read_only'))).toBeTruthy();
  });
});
