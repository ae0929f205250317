// At start: finishing or undoing what a stopped process left between storing a package and recording it.
import type { Deps } from '../../context';
import { filingStore } from '../../filing/package';
import { ApiError } from '../../http/errors';
import { statementRepo } from '../statements/repository';
import { submissionRepo } from './repository';
import { sendAndRecord, storedFiles } from './filing';

/**
 * At start, before serving: finishes or undoes what a stopped process left between storing a package and recording
 * its submission. A folder with a submission is settled; one without a pending marker was never sent and is removed;
 * a pending one is sent again as it was (same key, same bytes), so the statement ends either `paid` with no filing
 * or `submitted` with exactly one filing and one receipt.
 */
export async function recoverSubmissions(deps: Deps, log: (line: string) => void = console.log) {
  const store = filingStore(deps.storage);
  for (const folder of await store.folders()) {
    if (await submissionRepo.exists(deps.db, folder.submissionId)) {
      await store.settle(folder.submissionId);
      continue;
    }
    if (!folder.pending) {
      await store.remove(folder.submissionId);
      continue;
    }
    const { files: described, ...pending } = folder.pending;
    const stored = await storedFiles(store, described);
    const statement = await statementRepo.stageOf(deps.db, pending.statementId);
    if (!stored || statement?.stage !== 'paid' || statement.version !== pending.statementVersion) {
      await store.remove(folder.submissionId);
      continue;
    }
    try {
      const result = await sendAndRecord(deps, pending, stored, described);
      log(
        `Submission of statement ${pending.statementId} completed after a restart (${result.submission.receiptNumber}).`,
      );
    } catch (e) {
      if (e instanceof ApiError && e.status === 502) {
        log(`Submission of statement ${pending.statementId} is still pending: the e-filing platform did not answer.`);
        continue;
      }
      await store.remove(folder.submissionId);
      log(
        `Submission of statement ${pending.statementId} was not completed after a restart; it may be submitted again.`,
      );
    }
  }
}
