/** Statements from a trial balance (or typed figures): facts, the rendering model, ratios. */
export { type BuildInput, buildStatements, checkSettings, selectedNetworks, type YearFigures } from './build';
export { checkManualInput } from './amounts';
export { periodKey } from './render';
export { addDays, addMonths, currentPeriod, parseIsoDate, previousPeriod } from './periods';
