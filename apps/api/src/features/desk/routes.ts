import { reportingYearSchema } from '@dfr/forms/rules';
import { REGULATOR_COMMANDS } from '@dfr/statement-engine';
import { Hono } from 'hono';
import { z } from 'zod';
import { requireRegulator, requireRegulatorCapability } from '../../auth/regulator';
import type { AppContext } from '../../context';
import { invalid, notFound } from '../../http/errors';
import { signedIn } from '../../http/session';
import { deskEntityQuery, pageQuery, queryFlag } from '../../http/schemas';
import { validate } from '../../http/validate';
import { mappingEvidenceService } from '../mapping-evidence/service';
import { COMPLIANCE_SORTS, regulatorService, SUBMISSION_SORTS } from './service';
import { CREDENTIAL_DECISIONS, CREDENTIAL_REQUEST_STATUSES, SUBMISSION_STATUSES } from '../../statuses';
import { routeDoc } from '../../http/route-doc';

const decisionBody = z.object({ reason: z.string().trim().max(2000).optional() });
const submissionDecisionBody = z.object({ reasons: z.string().trim().max(4000).optional() });
const listQuery = z.object({
  status: z.enum(SUBMISSION_STATUSES).optional(),
  year: reportingYearSchema.optional(),
  sort: z.enum(SUBMISSION_SORTS).optional(),
  ...deskEntityQuery,
  ...pageQuery,
});
const requestQuery = z.object({
  status: z.enum(CREDENTIAL_REQUEST_STATUSES).optional(),
  ...deskEntityQuery,
  ...pageQuery,
});
const complianceQuery = z.object({
  year: reportingYearSchema.optional(),
  overdue: queryFlag,
  sort: z.enum(COMPLIANCE_SORTS).optional(),
  ...deskEntityQuery,
  ...pageQuery,
});
const statisticsQuery = z.object({ year: reportingYearSchema.optional() });
const credentialDecision = z.enum(CREDENTIAL_DECISIONS);
const submissionDecision = z.enum(REGULATOR_COMMANDS);
const learningBody = z.object({ enabled: z.boolean() });

/** The regulator's desk (regulator staff only): credentials, submissions and their decisions, compliance. */
export const regulatorRoutes = new Hono<AppContext>()
  .use('/regulator/*', signedIn, requireRegulator)
  .get(
    '/regulator/settings/mapping-learning',
    routeDoc({
      tag: 'Regulator',
      summary: 'Whether the mapping assistant learns from accepted filings (issue 36).',
    }),
    async (c) => c.json(await mappingEvidenceService.enabled(c.var.deps)),
  )
  .put(
    '/regulator/settings/mapping-learning',
    routeDoc({
      tag: 'Regulator',
      summary:
        'Turn the learning from accepted filings on or off: off, nothing is recorded and nothing is shared (issue 36).',
    }),
    requireRegulatorCapability('administer'),
    validate('json', learningBody),
    async (c) =>
      c.json(await mappingEvidenceService.setEnabled(c.var.deps, c.var.user.sub, c.req.valid('json').enabled)),
  )
  .get(
    '/regulator/credential-requests',
    routeDoc({
      tag: 'Regulator',
      summary:
        'E-filing credential requests, a page at a time, newest first (?status=&province=&industry=&size=&page=&pageSize=), with counts per status.',
    }),
    validate('query', requestQuery),
    async (c) => c.json(await regulatorService.credentialRequests(c.var.deps, c.req.valid('query'))),
  )
  .post(
    '/regulator/credential-requests/:id/:decision',
    routeDoc({
      tag: 'Regulator',
      summary: 'Issue (approve) or refuse (reject, with a reason) an e-filing access credential.',
    }),
    requireRegulatorCapability('review'),
    validate('json', decisionBody),
    async (c) => {
      const decision = credentialDecision.safeParse(c.req.param('decision'));
      if (!decision.success) throw notFound();
      const { reason } = c.req.valid('json');
      if (decision.data === 'reject' && !reason) throw invalid('reasons_required', { reason: 'reasons_required' });
      return c.json(
        await regulatorService.decideCredential(c.var.deps, c.var.user.sub, c.req.param('id'), decision.data, reason),
      );
    },
  )
  .get(
    '/regulator/submissions',
    routeDoc({
      tag: 'Regulator',
      summary:
        'Submissions received, a page at a time (?status=&year=&province=&industry=&size=&sort=submitted|year|entity&page=&pageSize=), with counts per status.',
    }),
    validate('query', listQuery),
    async (c) => c.json(await regulatorService.submissions(c.var.deps, c.req.valid('query'))),
  )
  .get(
    '/regulator/submissions/:id/files/:name',
    routeDoc({
      tag: 'Regulator',
      summary: "One file of a submission's package.",
      produces: 'application/octet-stream',
    }),
    async (c) => {
      const file = await regulatorService.file(c.var.deps, c.req.param('id'), c.req.param('name'));
      return c.body(new Uint8Array(file.body), 200, {
        'content-type': file.mediaType,
        'content-disposition': `attachment; filename="${file.name}"`,
      });
    },
  )
  .post(
    '/regulator/submissions/:id/:decision',
    routeDoc({
      tag: 'Regulator',
      summary: 'Accept a submission, or reject it with reasons (the statement goes back to draft).',
    }),
    requireRegulatorCapability('review'),
    validate('json', submissionDecisionBody),
    async (c) => {
      const decision = submissionDecision.safeParse(c.req.param('decision'));
      if (!decision.success) throw notFound();
      const { reasons } = c.req.valid('json');
      if (decision.data === 'reject' && !reasons) throw invalid('reasons_required', { reasons: 'reasons_required' });
      return c.json(
        await regulatorService.decide(c.var.deps, c.var.user.sub, c.req.param('id'), decision.data, reasons),
      );
    },
  )
  .post(
    '/regulator/entities/:entityId/eligibility',
    routeDoc({ tag: 'Regulator', summary: "Suspend ({eligible:false}) or restore an entity's eligibility to submit." }),
    requireRegulatorCapability('review'),
    validate('json', z.object({ eligible: z.boolean() })),
    async (c) =>
      c.json(
        await regulatorService.setEligible(
          c.var.deps,
          c.var.user.sub,
          c.req.param('entityId'),
          c.req.valid('json').eligible,
        ),
      ),
  )
  .get(
    '/regulator/compliance',
    routeDoc({
      tag: 'Regulator',
      summary:
        'Entities × years, a page of entities at a time (?year=&overdue=true&province=&industry=&size=&sort=entity|registration&page=&pageSize=): stage, submission, filing deadline, overdue, eligibility; counts of all and overdue entities.',
    }),
    validate('query', complianceQuery),
    async (c) => c.json(await regulatorService.compliance(c.var.deps, c.req.valid('query'))),
  )
  .get(
    '/regulator/statistics',
    routeDoc({
      tag: 'Regulator',
      summary:
        "One financial year's statistics (?year=, the latest by default): filing rates by province, industry and size, the on-time share, fees invoiced, paid and received.",
    }),
    validate('query', statisticsQuery),
    async (c) => c.json(await regulatorService.statistics(c.var.deps, c.req.valid('query'))),
  );
