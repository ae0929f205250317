import type {
  ChartReadResult,
  Framework,
  MappingEvidence,
  TableLimits,
  TrialBalanceImport,
  TrialBalanceChart,
  TrialBalanceOptions,
} from '@dfr/statement-engine';

/** What the import worker is asked to read. */
export type ImportJob =
  | {
      id: number;
      kind: 'trialBalance';
      data: Uint8Array | string;
      /** The chart's codes only: all the reader needs, and what crosses the thread (not 5,000 accounts' texts). */
      chart: TrialBalanceChart;
      options: TrialBalanceOptions;
    }
  | {
      id: number;
      kind: 'chart';
      data: Uint8Array | string;
      framework: Framework;
      limits: TableLimits;
      /** The country's accepted filings (issue 36), for the suggestions of unmapped accounts. */
      evidence?: readonly MappingEvidence[];
    };

/** An engine error as it crosses the thread (its class does not): code, both languages, the place. */
export interface EngineErrorData {
  code: string;
  messages: { en: string; kh: string };
  value?: string;
  row?: number;
  column?: string;
}

export type ImportReply =
  | { id: number; ok: true; result: TrialBalanceImport | ChartReadResult }
  | { id: number; ok: false; error: EngineErrorData | { message: string } };
