import { describe, expect, it } from 'vitest';
import { FRAMEWORKS } from '../model/types';
import { findNetwork, getTaxonomy, postableConcepts } from '.';

describe.each(FRAMEWORKS)('the %s taxonomy', (framework) => {
  const taxonomy = getTaxonomy(framework);

  it('has every statement variant and the notes named in the specification', () => {
    const ids = taxonomy.networks.map((n) => n.id);
    for (const id of [
      'sfp-current-noncurrent',
      'sfp-liquidity',
      'pl-function',
      'pl-nature',
      'cf-indirect',
      'soce',
      'note-shareholders',
      'note-employees',
      'note-customers',
      'note-sdgs',
      'note-post-period-events',
    ]) {
      expect(ids).toContain(id);
    }
    if (framework === 'npo') expect(ids).toEqual(expect.arrayContaining(['note-funding-sources', 'note-funds']));
  });

  it('gives every concept an English and a Khmer label and documentation, and an ifrs-full or dfr prefix', () => {
    for (const concept of Object.values(taxonomy.concepts)) {
      expect(concept.name).toMatch(/^(ifrs-full|dfr):[A-Z][A-Za-z0-9]+$/);
      expect(concept.label.en.length).toBeGreaterThan(0);
      expect(concept.label.kh).toMatch(/[\u1780-\u17FF]/);
      expect(concept.documentation.kh).toMatch(/[\u1780-\u17FF]/);
    }
  });

  it('weights calculation arcs +1 when balances agree and −1 when they differ', () => {
    for (const network of taxonomy.networks) {
      for (const arc of network.calculations) {
        const parent = taxonomy.concepts[arc.parent]!;
        const child = taxonomy.concepts[arc.child]!;
        expect(parent.periodType).toBe(child.periodType);
        if (parent.balance && child.balance) {
          expect({ arc, weight: arc.weight }).toEqual({ arc, weight: parent.balance === child.balance ? 1 : -1 });
        }
      }
    }
  });

  it('has no concept that is its own ancestor in a calculation network', () => {
    for (const network of taxonomy.networks) {
      const children = new Map<string, string[]>();
      for (const arc of network.calculations)
        children.set(arc.parent, [...(children.get(arc.parent) ?? []), arc.child]);
      const walk = (concept: string, path: string[]): void => {
        expect(path).not.toContain(concept);
        for (const child of children.get(concept) ?? []) walk(child, [...path, concept]);
      };
      for (const parent of children.keys()) walk(parent, []);
    }
  });

  it('lists both financial position variants with the same totals', () => {
    const a = findNetwork(taxonomy, 'sfp-current-noncurrent')!;
    const b = findNetwork(taxonomy, 'sfp-liquidity')!;
    const roots = (n: typeof a) => n.presentation.map((p) => p.concept);
    expect(roots(a)).toEqual(roots(b));
  });

  it('lets accounts post only to monetary concepts', () => {
    const postable = postableConcepts(framework);
    expect(postable.has('ifrs-full:CashAndCashEquivalents')).toBe(true);
    expect(postable.has('dfr:NumberOfEmployees')).toBe(false);
  });
});

it('speaks of funds in the non-profit framework', () => {
  expect(getTaxonomy('npo').concepts['ifrs-full:Equity']!.label.en).toBe('Funds');
  expect(getTaxonomy('crfrf').concepts['ifrs-full:Equity']!.label.en).toBe('Equity');
  expect(getTaxonomy('crfrf').concepts['dfr:RestrictedFunds']).toBeUndefined();
});

describe('namespaces', () => {
  it("declare the product's IFRS subset under the product's own namespace, never the official IFRS one", async () => {
    const { NAMESPACES, OFFICIAL_IFRS_NAMESPACE } = await import('.');
    const { DFR_TAXONOMY_BASE } = await import('../xbrl');
    for (const framework of ['crfrf', 'npo'] as const) {
      const namespaces = Object.values(getTaxonomy(framework).namespaces);
      expect(namespaces).not.toContain(OFFICIAL_IFRS_NAMESPACE);
      for (const uri of namespaces) expect(uri.startsWith(`${DFR_TAXONOMY_BASE}/`), uri).toBe(true);
    }
    expect(NAMESPACES['ifrs-full']).not.toBe(OFFICIAL_IFRS_NAMESPACE);
  });
});

describe('IFRS for SMEs line items', () => {
  it.each(FRAMEWORKS)(
    '%s: biological assets, associates, other financial assets and long-term receivables can be posted to',
    (framework) => {
      const postable = postableConcepts(framework);
      for (const name of [
        'ifrs-full:NoncurrentBiologicalAssets',
        'ifrs-full:CurrentBiologicalAssets',
        'ifrs-full:InvestmentsInAssociates',
        'ifrs-full:OtherNoncurrentFinancialAssets',
        'ifrs-full:OtherCurrentFinancialAssets',
        'ifrs-full:NoncurrentReceivables',
      ]) {
        expect(postable.has(name), name).toBe(true);
        const concept = getTaxonomy(framework).concepts[name]!;
        expect(concept.label.kh).toMatch(/[\u1780-\u17FF]/);
        // In both layouts of the financial position, summed into the totals.
        for (const id of ['sfp-current-noncurrent', 'sfp-liquidity'])
          expect(
            findNetwork(getTaxonomy(framework), id)!.calculations.some((a) => a.child === name),
            `${id} ${name}`,
          ).toBe(true);
      }
    },
  );
});
