import type { AccountRecord } from '../../features/statement/types';

/** Orders accounts as a tree (parents before children) and gives each its depth. */
export function accountTree(accounts: AccountRecord[]): { account: AccountRecord; depth: number }[] {
  const byParent = new Map<string, AccountRecord[]>();
  const codes = new Set(accounts.map((a) => a.code));
  for (const a of accounts) {
    const parent = a.parentCode && codes.has(a.parentCode) ? a.parentCode : '';
    byParent.set(parent, [...(byParent.get(parent) ?? []), a]);
  }
  const out: { account: AccountRecord; depth: number }[] = [];
  const visit = (parent: string, depth: number, seen: Set<string>) => {
    for (const a of (byParent.get(parent) ?? []).sort((x, y) => x.code.localeCompare(y.code))) {
      if (seen.has(a.code)) continue;
      seen.add(a.code);
      out.push({ account: a, depth });
      visit(a.code, depth + 1, seen);
    }
  };
  visit('', 0, new Set());
  return out;
}
