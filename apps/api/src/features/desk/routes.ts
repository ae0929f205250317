import { reportingYearSchema } from '@dfr/forms/rules';
import { REGULATOR_COMMANDS } from '@dfr/statement-engine';
import { Hono } from 'hono';
import { z } from 'zod';
import { requireRegulator, requireRegulatorCapability } from '../../auth/regulator';
import type { AppContext } from '../../context';
import { invalid } from '../../http/errors';
import { signedIn } from '../../http/session';
import { deskEntityQuery, entityParams, idParam, pageQuery, queryFlag } from '../../http/schemas';
import { validate, validatePath } from '../../http/validate';
import { mappingEvidenceService } from '../mapping-evidence/service';
import { COMPLIANCE_SORTS, regulatorService, SUBMISSION_SORTS } from './service';
import { cursorQuery } from './cursor';
import { CREDENTIAL_DECISIONS, CREDENTIAL_REQUEST_STATUSES, SUBMISSION_STATUSES } from '../../statuses';
import { routeDoc } from '../../http/route-doc';
import { credentialRequestRow } from '../credential-requests/schemas';
import {
  deskCompliance,
  deskCredentialRequests,
  deskStatistics,
  deskSubmissions,
  eligibilityChange,
  mappingLearning,
  submissionRow,
} from './schemas';

const decisionBody = z.object({ reason: z.string().trim().max(2000).optional() });
const submissionDecisionBody = z.object({ reasons: z.string().trim().max(4000).optional() });
const listQuery = z.object({
  status: z.enum(SUBMISSION_STATUSES).optional(),
  year: reportingYearSchema.optional(),
  sort: z.enum(SUBMISSION_SORTS).optional(),
  ...deskEntityQuery,
  ...pageQuery,
  ...cursorQuery,
});
const requestQuery = z.object({
  status: z.enum(CREDENTIAL_REQUEST_STATUSES).optional(),
  ...deskEntityQuery,
  ...pageQuery,
  ...cursorQuery,
});
const complianceQuery = z.object({
  year: reportingYearSchema.optional(),
  overdue: queryFlag,
  sort: z.enum(COMPLIANCE_SORTS).optional(),
  ...deskEntityQuery,
  ...pageQuery,
  ...cursorQuery,
});
const statisticsQuery = z.object({ year: reportingYearSchema.optional() });
/** The decision is part of the route: an unknown one is a route that does not exist (404, `validatePath`). */
const credentialDecisionParams = z.object({ id: idParam, decision: z.enum(CREDENTIAL_DECISIONS) });
const submissionDecisionParams = z.object({ id: idParam, decision: z.enum(REGULATOR_COMMANDS) });
/** A file's name in a package: one path segment (a name with a slash or `..` is no file of it, 404 as before). */
const fileParams = z.object({ id: idParam, name: z.string().min(1).max(200) });
const learningBody = z.object({ enabled: z.boolean() });

/** The regulator's desk (regulator staff only): credentials, submissions and their decisions, compliance. */
export const regulatorRoutes = new Hono<AppContext>()
  .use('/regulator/*', signedIn, requireRegulator)
  .get(
    '/regulator/settings/mapping-learning',
    routeDoc({
      tag: 'Regulator',
      summary: 'Whether the mapping assistant learns from accepted filings (issue 36).',
      response: mappingLearning,
    }),
    async (c) => c.json(await mappingEvidenceService.enabled(c.var.deps)),
  )
  .put(
    '/regulator/settings/mapping-learning',
    routeDoc({
      tag: 'Regulator',
      summary:
        'Turn the learning from accepted filings on or off: off, nothing is recorded and nothing is shared (issue 36).',
      response: mappingLearning,
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
        'E-filing credential requests, a page at a time, newest first (?status=&province=&industry=&size=&page=&pageSize=, or ?after=<next> for the page after one), with counts per status and the cursor of the next page.',
      response: deskCredentialRequests,
    }),
    validate('query', requestQuery),
    async (c) => c.json(await regulatorService.credentialRequests(c.var.deps, c.req.valid('query'))),
  )
  .post(
    '/regulator/credential-requests/:id/:decision',
    routeDoc({
      tag: 'Regulator',
      summary: 'Issue (approve) or refuse (reject, with a reason) an e-filing access credential.',
      response: credentialRequestRow,
    }),
    requireRegulatorCapability('review'),
    validatePath(credentialDecisionParams),
    validate('json', decisionBody),
    async (c) => {
      const { id, decision } = c.req.valid('param');
      const { reason } = c.req.valid('json');
      if (decision === 'reject' && !reason) throw invalid('reasons_required', { reason: 'reasons_required' });
      return c.json(await regulatorService.decideCredential(c.var.deps, c.var.user.sub, id, decision, reason));
    },
  )
  .get(
    '/regulator/submissions',
    routeDoc({
      tag: 'Regulator',
      summary:
        'Submissions received, a page at a time (?status=&year=&province=&industry=&size=&sort=submitted|year|entity&page=&pageSize=, or ?after=<next>), with counts per status and the cursor of the next page.',
      response: deskSubmissions,
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
    validatePath(fileParams),
    async (c) => {
      const { id, name } = c.req.valid('param');
      const file = await regulatorService.file(c.var.deps, id, name);
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
      response: submissionRow,
    }),
    requireRegulatorCapability('review'),
    validatePath(submissionDecisionParams),
    validate('json', submissionDecisionBody),
    async (c) => {
      const { id, decision } = c.req.valid('param');
      const { reasons } = c.req.valid('json');
      if (decision === 'reject' && !reasons) throw invalid('reasons_required', { reasons: 'reasons_required' });
      return c.json(await regulatorService.decide(c.var.deps, c.var.user.sub, id, decision, reasons));
    },
  )
  .post(
    '/regulator/entities/:entityId/eligibility',
    routeDoc({
      tag: 'Regulator',
      summary: "Suspend ({eligible:false}) or restore an entity's eligibility to submit.",
      response: eligibilityChange,
    }),
    requireRegulatorCapability('review'),
    validate('param', entityParams),
    validate('json', z.object({ eligible: z.boolean() })),
    async (c) =>
      c.json(
        await regulatorService.setEligible(
          c.var.deps,
          c.var.user.sub,
          c.req.valid('param').entityId,
          c.req.valid('json').eligible,
        ),
      ),
  )
  .get(
    '/regulator/compliance',
    routeDoc({
      tag: 'Regulator',
      summary:
        'Entities × years, a page of entities at a time (?year=&overdue=true&province=&industry=&size=&sort=entity|registration&page=&pageSize=, or ?after=<next>): stage, submission, filing deadline, overdue, eligibility; counts of all and overdue entities.',
      response: deskCompliance,
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
      response: deskStatistics,
    }),
    validate('query', statisticsQuery),
    async (c) => c.json(await regulatorService.statistics(c.var.deps, c.req.valid('query'))),
  );
