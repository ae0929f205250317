import type { CredentialRequestStatus } from '../statuses';

/**
 * Who may submit (specification: "Submission is allowed only when the entity is eligible; otherwise a not-eligible
 * message shows"). An entity is eligible when the regulator has issued it an e-filing access credential (an approved
 * credential request) and has not suspended it (`entities.eligible`, the regulator's switch). One rule, used by the
 * submit command, the entity's answer and the regulator's compliance view.
 */
export type Eligibility = { eligible: true } | { eligible: false; reason: 'no_credential' | 'suspended' };

/** The regulator has issued the entity a credential: one of its requests is approved. */
export const hasCredential = (credentialStatuses: readonly CredentialRequestStatus[]) =>
  credentialStatuses.includes('approved');

export function eligibilityOf(
  entity: { eligible: boolean },
  credentialStatuses: readonly CredentialRequestStatus[],
): Eligibility {
  if (!entity.eligible) return { eligible: false, reason: 'suspended' };
  if (!hasCredential(credentialStatuses)) return { eligible: false, reason: 'no_credential' };
  return { eligible: true };
}
