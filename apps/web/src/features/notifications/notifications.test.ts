import { translate } from '@dfr/forms/rules';
import { describe, expect, it } from 'vitest';
import i18n from '../../i18n';
import type { AppNotification } from '../../api/types';
import { notificationText } from './NotificationsMenu';

const validation: AppNotification = {
  id: 'n1',
  messageKey: 'notification.validation_done',
  params: { year: 2025, genuine: 2, possible: 1 },
  createdAt: '2026-01-01T00:00:00Z',
};

describe('notificationText', () => {
  it("translates the key from @dfr/forms' catalogue with its params, in English and Khmer (never the raw key)", () => {
    const en = notificationText(validation, 'en');
    expect(en).toBe(translate('notification.validation_done', 'en', validation.params));
    expect(en).toContain('2025');
    expect(en).not.toContain('notification.');
    const kh = notificationText(validation, 'kh');
    expect(kh).toContain('២០២៥');
    expect(kh).not.toContain('notification.');
  });

  it("names the role of an invitation in the reader's words", () => {
    const invited: AppNotification = {
      id: 'n2',
      messageKey: 'notification.invited',
      params: { entity: 'Angkor Trading Co., Ltd.', role: 'approver' },
      createdAt: '2026-01-01T00:00:00Z',
    };
    const kh = notificationText(invited, 'kh', (r) => i18n.t(`users:roles.${r}`, { lng: 'kh' }));
    expect(kh).toContain('Angkor Trading Co., Ltd.');
    expect(kh).toContain(i18n.t('users:roles.approver', { lng: 'kh' }));
    expect(kh).not.toContain('approver');
  });

  it("shows the server's own text for a key the catalogue does not know", () => {
    expect(notificationText({ id: 'n3', messageKey: 'x.unknown', message: 'Hello', createdAt: '' }, 'en')).toBe(
      'Hello',
    );
    expect(notificationText({ id: 'n4', title: 'Title only', createdAt: '' }, 'kh')).toBe('Title only');
  });
});
