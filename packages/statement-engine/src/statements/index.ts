/** Statements from a trial balance (or typed figures): facts, the rendering model, ratios. */
export { type BuildInput, buildStatements, checkSettings, selectedNetworks } from './build';
export type { YearFigures } from './figures';
export { checkManualInput } from './amounts';
export { rerender } from './rerender';
export { checkRendering } from './consistency';
