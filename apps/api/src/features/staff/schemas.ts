import { REGULATOR_ROLES } from '@dfr/forms/rules';
import { z } from 'zod';

/** A member of the regulator's staff, or an invitation (issue 31, item 3: the type is the schema's). */
export const staffRow = z.strictObject({
  /** The pool's user name (active staff) or the invitation's id (invited). */
  id: z.string(),
  email: z.string(),
  role: z.enum(REGULATOR_ROLES),
  status: z.enum(['active', 'invited']),
});
export type StaffRow = z.infer<typeof staffRow>;

export const staffList = z.strictObject({ staff: z.array(staffRow) });
export const staffRemoved = z.strictObject({ id: z.string(), removed: z.boolean() });
