import {
  confirmWordSchema,
  reminderSettingsSchema,
  SEPARATION_POLICIES,
  staffInviteSchema,
  staffRoleSchema,
} from '@dfr/forms/rules';
import { Hono } from 'hono';
import { z } from 'zod';
import { requireRegulator, requireRegulatorCapability } from '../../auth/regulator';
import type { AppContext } from '../../context';
import { signedIn } from '../../http/session';
import { validate } from '../../http/validate';
import { deskSettingsService } from '../desk/settings';
import { staffService } from './service';
import { routeDoc } from '../../http/route-doc';
import { idParams } from '../../http/schemas';
import { deskPolicies, remindersSet, separationSet } from '../desk/schemas';
import { staffList, staffRemoved, staffRow } from './schemas';

const removeBody = z.object({ email: z.string().trim().min(1, 'required') });
const separationBody = z.object({ policy: z.enum(SEPARATION_POLICIES), confirm: confirmWordSchema });
const remindersBody = reminderSettingsSchema.extend({ confirm: confirmWordSchema });
const administer = requireRegulatorCapability('administer');

/**
 * Regulator staff and the regulator's policies (issue 32, items 2, 5, 6): administrators invite, change and remove
 * staff and set separation of duties and the reminders; every member of staff reads the policies.
 */
export const staffRoutes = new Hono<AppContext>()
  .get(
    '/regulator/staff',
    routeDoc({
      tag: 'Regulator',
      summary: 'Regulator staff and pending invitations, with their roles (administrators).',
      response: staffList,
    }),
    signedIn,
    administer,
    async (c) => c.json(await staffService.list(c.var.deps)),
  )
  .post(
    '/regulator/staff',
    routeDoc({
      tag: 'Regulator',
      summary:
        "Invite a person to the regulator's staff with a role (the pool's groups; an address without an account is invited to sign up).",
      response: staffRow,
    }),
    signedIn,
    administer,
    validate('json', staffInviteSchema),
    async (c) => c.json(await staffService.invite(c.var.deps, c.var.user, c.req.valid('json')), 201),
  )
  .patch(
    '/regulator/staff/:id',
    routeDoc({
      tag: 'Regulator',
      summary: "Change a member of staff's role (the last administrator keeps theirs).",
      response: staffRow,
    }),
    signedIn,
    administer,
    validate('param', idParams),
    validate('json', staffRoleSchema),
    async (c) =>
      c.json(
        await staffService.changeRole(c.var.deps, c.var.user.sub, c.req.valid('param').id, c.req.valid('json').role),
      ),
  )
  .delete(
    '/regulator/staff/:id',
    routeDoc({
      tag: 'Regulator',
      summary:
        'Remove a member of staff or an invitation: their e-mail typed; the last administrator cannot be removed.',
      response: staffRemoved,
    }),
    signedIn,
    administer,
    validate('param', idParams),
    validate('json', removeBody),
    async (c) =>
      c.json(await staffService.remove(c.var.deps, c.var.user.sub, c.req.valid('param').id, c.req.valid('json').email)),
  )
  .get(
    '/regulator/settings/policies',
    routeDoc({
      tag: 'Regulator',
      summary: 'The separation-of-duties policy and the reminder settings in force.',
      response: deskPolicies,
    }),
    signedIn,
    requireRegulator,
    async (c) => c.json(await deskSettingsService.read(c.var.deps)),
  )
  .put(
    '/regulator/settings/separation-of-duties',
    routeDoc({
      tag: 'Regulator',
      summary:
        "Set separation of duties: 'strict' (the approver is never the preparer) or 'sole_director' (typed confirm).",
      response: separationSet,
    }),
    signedIn,
    administer,
    validate('json', separationBody),
    async (c) =>
      c.json(await deskSettingsService.setSeparation(c.var.deps, c.var.user.sub, c.req.valid('json').policy)),
  )
  .put(
    '/regulator/settings/reminders',
    routeDoc({
      tag: 'Regulator',
      summary: 'Set the reminder e-mails: on or off, days before a deadline, days overdue, days an invoice is overdue.',
      response: remindersSet,
    }),
    signedIn,
    administer,
    validate('json', remindersBody),
    async (c) => {
      const { confirm: _confirm, ...settings } = c.req.valid('json');
      return c.json(await deskSettingsService.setReminders(c.var.deps, c.var.user.sub, settings));
    },
  );
