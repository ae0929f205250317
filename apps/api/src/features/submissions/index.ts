// The submissions feature as the routes, the regulator's desk, the statements' submit command and the start use it.
export { assertSubmittable, entityEligibility } from './conditions';
export { recoverSubmissions } from './recover';
export { submissionService } from './service';
export { packageFileOf, SUBMISSIONS_PAGE, submissionView, tellFiling, tellMembers } from './view';
