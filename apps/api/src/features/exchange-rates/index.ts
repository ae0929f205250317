// The exchange rates as the routes and the scheduled fetch of the national bank's rates use them.
export type { RateImportProblem, RateInput } from '../../rates/types';
export { rateService } from './service';
