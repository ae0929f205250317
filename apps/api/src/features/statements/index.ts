// The statements feature's service as the routes and other services use it; the modules beside it are its parts.
export { type SettingsInput, statementService } from './service';
export { SIGN_OFFS_CLEARED } from './write';
export type { ComputedStatements } from './cache';
