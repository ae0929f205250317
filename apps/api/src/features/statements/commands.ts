// The statement lifecycle's commands: the engine's guards, then each command's write, code, job or filing.
import { capabilitiesOf, confirmWordSchema } from '@dfr/forms/rules';
import {
  checkCommand,
  exportInlineXbrl,
  exportXbrlZip,
  type Lang,
  type LifecycleCapability,
  STATEMENT_COMMANDS,
} from '@dfr/statement-engine';
import type { Deps } from '../../context';
import { ApiError, invalid, notFound } from '../../http/errors';
import { issueInvoice, invoiceService } from '../invoices/service';
import { type DbOrTx, nowIso } from '../../db/repository-base';
import { membershipRepo } from '../entities/repository';
import { invoiceRepo } from '../invoices/repository';
import { statementDataRepo, statementRepo } from './repository';
import { separationPolicy } from '../desk/settings';
import { deliverNow } from '../notifications/service';
import { assertSubmittable, submissionService } from '../submissions';
import { computed, forgetComputed } from './cache';
import { approvalCodeLimits, checkCode, clearedCode, emailCode, issueCode } from './codes';
import { statementExports } from './export';
import { tellNextActors } from './stage-notices';
import { refusal, type Transition, transition } from './transition';
import { startValidation } from './validation';
import { load, publicStatement, SIGN_OFFS_CLEARED, write } from './write';

/** A change of stage by a user's command, in its own transaction; `prepare` runs first in it (and may chain). */
async function move(
  deps: Deps,
  t: Transition,
  prepare?: (tx: DbOrTx) => Promise<Pick<Transition, 'followedBy'> | undefined>,
) {
  const after = await deps.db.transaction(async (tx) =>
    transition(tx, { ...t, ...(prepare ? await prepare(tx) : {}) }),
  );
  forgetComputed(t.statementId);
  return publicStatement(after!);
}

/** The lifecycle commands (design/product.md). */
export async function runCommand(
  deps: Deps,
  user: { sub: string; email: string },
  statementId: string,
  command: string,
  body: { version: number; confirm?: string; code?: string },
  lang: Lang,
) {
  if (!(STATEMENT_COMMANDS as readonly string[]).includes(command))
    throw new ApiError(404, 'UNKNOWN_COMMAND', 'unknown_command');
  const { row, membership } = await load(deps, user.sub, statementId, 'read');
  const capabilities = capabilitiesOf(membership.role) as LifecycleCapability[];
  // Every guard of the lifecycle, written once in the engine (stage, permission, version, confirm, duties): checked
  // here before any code or job, and again by the transition on the row it moves.
  const attempt = {
    confirmed: confirmWordSchema.safeParse(body.confirm ?? '').success,
    actor: user.sub,
    preparedBy: [row.preparedBy, row.finalizedBy],
    memberCount: command === 'approve' ? await membershipRepo.countActive(deps.db, row.entityId) : undefined,
    separation: command === 'approve' ? await separationPolicy(deps.db) : undefined,
  };
  const check = checkCommand(command, {
    ...attempt,
    stage: row.stage,
    capabilities,
    expectedVersion: body.version,
    currentVersion: row.version,
  });
  if (!check.ok) throw refusal(check);
  const now = nowIso();
  // A change of stage goes through the one transition (transition.ts), as this member.
  const by = { statementId: row.id, expectedVersion: body.version, actor: { id: user.sub, capabilities }, attempt };
  switch (command) {
    case 'save-draft':
      return {
        statement: await write(deps, user.sub, row, body.version, 'statement.save_draft', {
          preparedBy: user.sub,
          preparedAt: now,
        }),
      };
    case 'finalize':
      return {
        statement: await move(deps, {
          ...by,
          command: 'finalize',
          patch: { finalizedBy: user.sub, finalizedAt: now },
        }),
      };
    case 'validate': {
      const job = await startValidation(deps, user.sub, row);
      return { job };
    }
    case 'edit-request': {
      const { code, fields } = issueCode(row, 'edit');
      const sent: string[] = [];
      const statement = await write(deps, user.sub, row, body.version, 'statement.edit_request', fields, async (tx) => {
        sent.push(await emailCode(deps, tx, row, 'edit', user.email, lang, code, user.email));
      });
      await deliverNow(deps, sent);
      return { statement, codeSentTo: user.email };
    }
    case 'edit-confirm': {
      await checkCode(deps, row, 'edit', body.code, now);
      return {
        statement: await move(deps, {
          ...by,
          command: 'edit-confirm',
          patch: { ...clearedCode('edit'), ...clearedCode('approval') },
        }),
      };
    }
    case 'reset': {
      return {
        statement: await move(deps, {
          ...by,
          command: 'reset',
          patch: { ...SIGN_OFFS_CLEARED, ...clearedCode('edit'), ...clearedCode('approval') },
        }),
      };
    }
    case 'clear': {
      return {
        statement: await write(deps, user.sub, row, body.version, 'statement.clear', {}, async (tx) => {
          await statementDataRepo.clear(tx, row.id);
        }),
      };
    }
    case 'approval-request': {
      if (!row.directorEmail) throw invalid('validation_failed', { directorEmail: 'required' });
      // Limited per statement (a cooldown, a cap an hour, the tries of every code together): read as stored now.
      const limits = approvalCodeLimits((await statementRepo.byId(deps.db, row.id)) ?? row, Date.now());
      const { code, fields } = issueCode(row, 'approval');
      // The code is bound to the version this write creates (the write adds one).
      const director = row.directorEmail;
      const sent: string[] = [];
      const statement = await write(
        deps,
        user.sub,
        row,
        body.version,
        'statement.approval_request',
        // The new code replaces the old one (its hash), with the tries the statement's hour has left.
        { ...fields, ...limits, approvalCodeVersion: row.version + 1 },
        async (tx) => {
          sent.push(await emailCode(deps, tx, row, 'approval', director, lang, code, user.email));
          await tellNextActors(tx, row, 'approval_requested', user.sub, { director });
        },
      );
      await deliverNow(deps, sent);
      return { statement, codeSentTo: director };
    }
    case 'approve': {
      await checkCode(deps, row, 'approval', body.code, now);
      return {
        // The year's fee invoice is issued with the approval, in the same transaction (one per entity and year).
        statement: await move(
          deps,
          {
            ...by,
            command: 'approve',
            patch: { approvedBy: user.sub, approvedAt: now, ...clearedCode('approval') },
          },
          async (tx) => {
            // A year whose fee was already paid (approved again after an edit) needs no second payment: paid.
            const invoice = await issueInvoice(tx, deps, row);
            return invoice.status === 'open' ? undefined : { followedBy: 'payment-received' };
          },
        ),
      };
    }
    case 'pay': {
      // The fee is paid on the year's invoice: this gives its KHQR, as `POST /api/invoices/:id/pay` does.
      const invoice = await invoiceRepo.invoiceOfYear(deps.db, row.entityId, row.reportingYear);
      if (!invoice) throw notFound();
      return invoiceService.pay(deps, user.sub, invoice.id, body.confirm);
    }
    case 'submit': {
      // Eligibility and the fee first: nothing is rendered for a submission that would be refused.
      await assertSubmittable(deps.db, row);
      // The filing package: the XBRL instance (zip), the Inline XBRL document and the PDF of the version being filed.
      const { set } = await computed(deps, row);
      const year = row.reportingYear;
      // The PDF in the entity's document language (export settings), as the directors sign it.
      const printed = await statementExports.pdf(deps, user.sub, row.id);
      const filed = await submissionService.file(deps, user, row, body.version, [
        {
          name: `financial-statements-${year}-xbrl.zip`,
          mediaType: 'application/zip',
          body: exportXbrlZip(set, { lang }),
        },
        {
          name: `financial-statements-${year}.xhtml`,
          mediaType: 'application/xhtml+xml',
          body: exportInlineXbrl(set, { lang }),
        },
        { name: `financial-statements-${year}.pdf`, mediaType: 'application/pdf', body: printed.body },
      ]);
      forgetComputed(row.id);
      return { statement: publicStatement(filed.statement), submission: filed.submission };
    }
    default:
      throw notFound();
  }
}
