import type { BilingualText } from './messages';

type Labels<T extends readonly string[]> = Readonly<Record<T[number], BilingualText>>;

// The roles and their names as data only (no schema), so an app can name a role without loading the rules' schemas.

/** What a user may do within an entity (the API's values). The super admin is one per entity and cannot be removed. */
export const USER_ROLES = ['super_admin', 'admin', 'preparer', 'approver', 'viewer'] as const;
export type UserRole = (typeof USER_ROLES)[number];
/** The roles a user can be invited to or given; super admin rights are transferred, not assigned. */
export const ASSIGNABLE_ROLES = ['admin', 'preparer', 'approver', 'viewer'] as const;
export const USER_ROLE_LABELS: Labels<typeof USER_ROLES> = Object.freeze({
  super_admin: { en: 'Super admin', kh: 'អ្នកគ្រប់គ្រងជាន់ខ្ពស់' },
  admin: { en: 'Admin', kh: 'អ្នកគ្រប់គ្រង' },
  preparer: { en: 'Preparer', kh: 'អ្នករៀបចំ' },
  approver: { en: 'Approver', kh: 'អ្នកអនុម័ត' },
  viewer: { en: 'Viewer', kh: 'អ្នកមើល' },
});
