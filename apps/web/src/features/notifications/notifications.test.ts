import { translate, USER_ROLE_LABELS } from '@dfr/forms/rules';
import { describe, expect, it } from 'vitest';
import type { AppNotification } from '../../api/types';
import { roleName } from '../users/roles';
import { notificationText } from './NotificationsMenu';

type Message = Pick<AppNotification, 'messageKey' | 'params'>;

const validation: Message = {
  messageKey: 'notification.validation_done',
  params: { year: 2025, genuine: 2, possible: 1 },
};

describe('notificationText', () => {
  it("translates the key from @dfr/forms' catalogue with its params, in English and Khmer (never the raw key)", () => {
    const en = notificationText(validation, 'en');
    expect(en).toBe(translate('notification.validation_done', 'en', validation.params ?? undefined));
    expect(en).toContain('2025');
    expect(en).not.toContain('notification.');
    const kh = notificationText(validation, 'kh');
    expect(kh).toContain('២០២៥');
    expect(kh).not.toContain('notification.');
  });

  it("names the role of an invitation in the reader's words", () => {
    const invited: Message = {
      messageKey: 'notification.invited',
      params: { entity: 'Angkor Trading Co., Ltd.', role: 'approver' },
    };
    const kh = notificationText(invited, 'kh', (r) => roleName(r, 'kh'));
    expect(kh).toContain('Angkor Trading Co., Ltd.');
    expect(kh).toContain(USER_ROLE_LABELS.approver.kh);
    expect(kh).not.toContain('approver');
  });

  it('never shows the raw key of a notification the catalogue does not know (the API sends keys, no text)', () => {
    expect(notificationText({ messageKey: 'x.unknown', params: null }, 'en')).toBe('');
    expect(notificationText({ messageKey: 'x.unknown', params: { year: 2025 } }, 'kh')).toBe('');
  });
});
