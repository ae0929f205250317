// The held-out charts of issue 36: written before the mapping assistant was changed and never used to tune it (the
// tuning charts are in `../__fixtures__`). Each account has an English name, the Khmer name a bookkeeper writes and
// the concept a preparer would choose; the three modes measured read the English names with the account types, both
// names without types, and the Khmer names with the account types.
import type { Framework } from '../../model/types';
import type { TestAccount } from '../__fixtures__/small-company-chart';
import { MANUFACTURER_CHART } from './manufacturer';
import { NGO_HELDOUT_CHART } from './ngo';
import { SERVICE_CHART } from './service';
import { TRADING_CHART } from './trading';

export const HELD_OUT_CHARTS: readonly { name: string; framework: Framework; accounts: TestAccount[] }[] = [
  { name: 'trading company', framework: 'crfrf', accounts: TRADING_CHART },
  { name: 'manufacturer', framework: 'crfrf', accounts: MANUFACTURER_CHART },
  { name: 'service firm', framework: 'crfrf', accounts: SERVICE_CHART },
  { name: 'NGO', framework: 'npo', accounts: NGO_HELDOUT_CHART },
];
