import type { StatementSet, Taxonomy } from '../model/types';

/** One account behind a figure: its code, the concept it is posted to, and its sign in the total (+1 or −1). */
export interface AccountBehind {
  code: string;
  concept: string;
  weight: 1 | -1;
}

/**
 * The accounts that make up a figure: its own accounts when it is posted to, else those of the parts its calculation
 * sums (recursively, each with the sign it carries into the total). The first network that sums the concept gives
 * its parts, so a total is traced the way its statement adds it up. Each account once, in the order of the tree.
 */
export function accountsBehind(
  set: Pick<StatementSet, 'sources'>,
  taxonomy: Taxonomy,
  concept: string,
): AccountBehind[] {
  const out: AccountBehind[] = [];
  const seen = new Set<string>();
  const visiting = new Set<string>();
  const visit = (name: string, weight: 1 | -1) => {
    const own = set.sources?.[name] ?? [];
    if (own.length) {
      for (const code of own)
        if (!seen.has(code)) {
          seen.add(code);
          out.push({ code, concept: name, weight });
        }
      return;
    }
    if (visiting.has(name)) return;
    visiting.add(name);
    const network = taxonomy.networks.find((n) => n.calculations.some((a) => a.parent === name));
    const parts = (network?.calculations ?? []).filter((a) => a.parent === name).sort((a, b) => a.order - b.order);
    for (const arc of parts) visit(arc.child, (weight * arc.weight) as 1 | -1);
    visiting.delete(name);
  };
  visit(concept, 1);
  return out;
}
