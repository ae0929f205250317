// How the mapping assistant is measured (issue 36): the share of accounts whose first suggestion is the concept a
// preparer chose, in three modes.
import type { Framework } from '../../model/types';
import type { TestAccount } from '../__fixtures__/small-company-chart';
import { chartContext } from '../context';
import { suggestConcepts } from '../suggest';

export type Mode = 'english-typed' | 'names-untyped' | 'khmer-typed' | 'khmer-untyped';
export const MODES: readonly Mode[] = ['english-typed', 'names-untyped', 'khmer-typed', 'khmer-untyped'];

/** The account as the assistant sees it in a mode. */
export function inMode(account: TestAccount, mode: Mode): Parameters<typeof suggestConcepts>[0] {
  const { code, nameEn, nameKh, accountType } = account;
  if (mode === 'english-typed') return { code, nameEn, nameKh: '', accountType };
  if (mode === 'names-untyped') return { code, nameEn, nameKh };
  if (mode === 'khmer-typed') return { code, nameEn: '', nameKh, accountType };
  return { code, nameEn: '', nameKh };
}

export interface Measured {
  right: number;
  total: number;
  misses: { code: string; name: string; expected: string; got: string | undefined }[];
}

export function measure(
  charts: readonly { framework: Framework; accounts: readonly TestAccount[] }[],
  mode: Mode,
): Measured {
  const out: Measured = { right: 0, total: 0, misses: [] };
  for (const chart of charts) {
    // As the product does: the chart's other accounts (as the mode shows them, never their concepts) are its context.
    const context = chartContext(
      chart.accounts.map((a) => inMode(a, mode)),
      chart.framework,
    );
    for (const account of chart.accounts) {
      out.total++;
      const got = suggestConcepts(inMode(account, mode), chart.framework, { context })[0]?.concept;
      if (got === account.expected) out.right++;
      else
        out.misses.push({
          code: account.code,
          name: mode.startsWith('khmer') ? account.nameKh : account.nameEn,
          expected: account.expected,
          got,
        });
    }
  }
  return out;
}
