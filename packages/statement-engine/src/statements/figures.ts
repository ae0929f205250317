import type { DateRange } from '../model/types';

/** One year of figures in the presentation currency. */
export interface YearFigures {
  year: number;
  period: DateRange;
  /** Every computed concept (financial position, profit or loss). */
  values: Map<string, number>;
  /** Cash-flow and equity-movement lines, when last year's figures are known. */
  flows?: Map<string, number>;
}
