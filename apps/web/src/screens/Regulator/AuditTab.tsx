import { AuditTrail } from '../../features/audit/AuditTrail';

/** The desk's audit trail (issue 32): every entity's decisions and changes, by person, and their CSV. */
export function AuditTab() {
  return <AuditTrail />;
}
