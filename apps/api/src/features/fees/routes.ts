import { feeScheduleSchema } from '@dfr/forms/rules';
import { Hono } from 'hono';
import { requireRegulator, requireRegulatorCapability } from '../../auth/regulator';
import type { AppContext } from '../../context';
import { signedIn } from '../../http/session';
import { validate } from '../../http/validate';
import { feeService } from './service';
import { routeDoc } from '../../http/route-doc';
import { feeSchedule, feeSchedules } from './schemas';

/** The fee schedule (issue 32): regulator staff read it and its history; a change writes a new version. */
export const feeRoutes = new Hono<AppContext>()
  .get(
    '/regulator/fees',
    routeDoc({
      tag: 'Regulator',
      summary:
        'The fee schedule: every version (fees per entity size and audit requirement from a year on), newest first.',
      response: feeSchedules,
    }),
    signedIn,
    requireRegulator,
    async (c) => c.json(await feeService.list(c.var.deps)),
  )
  .post(
    '/regulator/fees',
    routeDoc({
      tag: 'Regulator',
      summary:
        "A new version of a year's fee schedule (replacing the version read; the typed word confirm). Issued invoices keep their fee.",
      created: true,
      response: feeSchedule,
    }),
    signedIn,
    requireRegulatorCapability('finance'),
    validate('json', feeScheduleSchema),
    async (c) => {
      const { fromYear, version, fees } = c.req.valid('json');
      return c.json(await feeService.change(c.var.deps, c.var.user.sub, { fromYear, version, fees }), 201);
    },
  );
