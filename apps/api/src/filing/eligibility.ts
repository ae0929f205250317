/**
 * Who may submit (specification: "Submission is allowed only when the entity is eligible; otherwise a not-eligible
 * message shows"). An entity is eligible when the regulator has issued it an e-filing access credential (an approved
 * credential request) and has not suspended it (`entities.eligible`, the regulator's switch). One rule, used by the
 * submit command, the entity's answer and the regulator's compliance view.
 */
export type Eligibility = { eligible: true } | { eligible: false; reason: 'no_credential' | 'suspended' };

export function eligibilityOf(entity: { eligible: boolean }, credentialStatuses: readonly string[]): Eligibility {
  if (!entity.eligible) return { eligible: false, reason: 'suspended' };
  if (!credentialStatuses.includes('approved')) return { eligible: false, reason: 'no_credential' };
  return { eligible: true };
}
