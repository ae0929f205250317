// The submissions' service: an entity's submissions, their conditions and files, and filing a paid statement.
import type { Deps } from '../../context';
import { manifestFile } from '../../filing/receiver';
import { filingStore, type PackageContent, type PackageFile, type PendingFiling } from '../../filing/package';
import { newId } from '../../db/repository-base';
import { entityRepo } from '../entities/repository';
import { submissionRepo } from './repository';
import { requireMember } from '../entities/access';
import { publish } from '../notifications/service';
import { assertSubmittable, entityEligibility, submissionConditions } from './conditions';
import { sendAndRecord, storedFiles } from './filing';
import { packageFileOf, submissionView } from './view';

export const submissionService = {
  /** One file of a filed package, for the entity's members. */
  packageFile: async (deps: Deps, userId: string, entityId: string, submissionId: string, name: string) => {
    await requireMember(deps.db, userId, entityId, 'read');
    const row = await submissionRepo.ofEntity(deps.db, entityId, submissionId);
    return packageFileOf(deps, row, name);
  },

  /** The conditions of submitting a statement, for its members. */
  conditions: async (
    deps: Deps,
    userId: string,
    statement: { entityId: string; reportingYear: number; stage: string },
  ) => {
    await requireMember(deps.db, userId, statement.entityId, 'read');
    return submissionConditions(deps.db, statement);
  },

  /** The entity's submissions (`/submited`) and whether it may submit now. */
  list: async (deps: Deps, userId: string, entityId: string) => {
    await requireMember(deps.db, userId, entityId, 'read');
    const rows = await submissionRepo.listForEntity(deps.db, entityId);
    return { submissions: rows.map(submissionView), eligibility: await entityEligibility(deps.db, entityId) };
  },

  /**
   * Files a paid statement (the lifecycle's guards already passed): the entity must be eligible and the year's fee
   * paid; the package is stored, sent through the e-filing adapter, and only on its receipt is the submission
   * recorded and the statement moved to `submitted`, in one transaction. A failure leaves the statement `paid` and
   * removes the stored files.
   */
  file: async (
    deps: Deps,
    user: { sub: string },
    statement: { id: string; entityId: string; reportingYear: number; version: number },
    expectedVersion: number,
    files: PackageContent[],
  ) => {
    await assertSubmittable(deps.db, { ...statement, stage: 'paid' });
    const entity = (await entityRepo.byId(deps.db, statement.entityId))!;
    const idempotencyKey = `${statement.id}:v${expectedVersion}`;
    const store = filingStore(deps.storage);
    // A package of this version that a lost request left pending is sent again as it was (same bytes, same key),
    // so the receiver answers with the receipt it may already have given.
    // Pending packages of earlier versions of this statement are dropped (never resent for a version that is gone).
    let earlier: (PendingFiling & { files: PackageFile[] }) | undefined;
    for (const f of await store.folders())
      if (f.pending?.statementId === statement.id)
        if (f.pending.idempotencyKey === idempotencyKey && (await storedFiles(store, f.pending.files)))
          earlier = f.pending;
        else await store.remove(f.submissionId);
    let pending: PendingFiling;
    let described: PackageFile[];
    let packaged: PackageContent[];
    if (earlier) {
      ({ files: described, ...pending } = earlier);
      packaged = (await storedFiles(store, described))!;
    } else {
      pending = {
        submissionId: newId(),
        idempotencyKey,
        statementId: statement.id,
        entityId: statement.entityId,
        reportingYear: statement.reportingYear,
        statementVersion: expectedVersion,
        submittedBy: user.sub,
        entity: {
          id: entity.id,
          nameEn: entity.nameEn,
          nameKh: entity.nameKh,
          registrationNumber: entity.registrationNumber,
        },
      };
      // The manifest (every file's size and sha256) travels with the package; the key makes a resend harmless.
      packaged = [...files, manifestFile({ entity: pending.entity, reportingYear: statement.reportingYear }, files)];
      described = await store.write(pending.submissionId, packaged, pending);
    }
    try {
      return await sendAndRecord(deps, pending, packaged, described);
    } finally {
      publish(`statements/${statement.id}/changed`, { statementId: statement.id });
    }
  },
};
