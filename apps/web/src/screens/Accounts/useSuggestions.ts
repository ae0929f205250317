import type { MappingEvidence } from '@dfr/statement-engine';
import { useEffect, useState } from 'react';
import { type Suggestion, suggestFor } from '../../features/statement/engine';
import type { AccountRecord } from '../../features/statement/types';

/**
 * The mapping assistant: three likely concepts for each account without one; a click maps it. Each account's
 * suggestions take the engine tens of milliseconds (a new filer's 17 unmapped accounts kept the chart off the screen
 * for 3.0–4.8 s, issue 33 defect 12): they are worked out after the chart is on screen, a slice of about 30 ms at a
 * time, and appear as they come. Names the country's accepted filings mapped (`evidence`, issue 36) come first.
 */
export function useSuggestions(
  chart: AccountRecord[] | undefined,
  evidence: readonly MappingEvidence[] | undefined,
): Map<string, Suggestion[]> {
  const [suggestions, setSuggestions] = useState<Map<string, Suggestion[]>>(() => new Map());
  useEffect(() => {
    const all = chart ?? [];
    const pending = all.filter((a) => !a.concept);
    const found = new Map<string, Suggestion[]>();
    let next = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const slice = () => {
      const until = performance.now() + 30;
      while (next < pending.length && performance.now() < until) {
        const account = pending[next++]!;
        found.set(account.code, suggestFor(account, all, evidence));
      }
      setSuggestions(new Map(found));
      if (next < pending.length) timer = setTimeout(slice, 0);
    };
    timer = setTimeout(slice, 0);
    return () => clearTimeout(timer);
  }, [chart, evidence]);
  return suggestions;
}
