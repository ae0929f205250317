/** The rendering model: a language-neutral document of sections and rows that every renderer reads. */
import type {
  Fact,
  Network,
  Period,
  PeriodKey,
  PresentationNode,
  RenderingModel,
  RenderingRow,
  RenderingSection,
  RowAmount,
  StatementSettings,
  Taxonomy,
} from '../model/types';
import { periodKey, previousPeriod } from '../periods';
import { roundAt, roundingUnit, scaleOf } from '../rounding';
import { RELATED_PARTY_AMOUNTS } from '../taxonomy/networks';
import type { PrintedYear, ValuesByPeriod } from './printed';

/** Monetary note facts typed by the preparer rather than drawn from the figures. */
const TYPED_NOTE_AMOUNTS: ReadonlySet<string> = new Set(RELATED_PARTY_AMOUNTS);

export interface RenderInput {
  taxonomy: Taxonomy;
  settings: StatementSettings;
  /** The selected statement networks: financial position, profit or loss, cash flows, changes in equity. */
  networks: Network[];
  /** The notes that break statement lines into parts (shown when a part other than the catch-all has a figure). */
  breakdowns?: Network[];
  /** Current year last; the comparative before it when present. */
  years: readonly PrintedYear[];
  values: ValuesByPeriod;
  rounded: ValuesByPeriod;
  facts: Fact[];
  hasNotes: boolean;
  hasTexts: boolean;
}

export function renderSections(input: RenderInput): RenderingModel {
  const { taxonomy, settings } = input;
  const scale = scaleOf(settings.rounding);
  const unit = roundingUnit(settings.rounding);
  const columns: PeriodKey[] = input.years.length > 1 ? ['current', 'comparative'] : ['current'];
  const yearOf = (column: PeriodKey) => (column === 'current' ? input.years.at(-1)! : input.years.at(-2)!);

  const periodFor = (concept: string, role: PresentationNode['role'], column: PeriodKey): Period => {
    const { period } = yearOf(column);
    if (role === 'periodStart') return { instant: previousPeriod(period).end };
    return taxonomy.concepts[concept]?.periodType === 'instant' ? { instant: period.end } : period;
  };
  const factIndex = new Map<string, Fact>();
  for (const fact of input.facts)
    if (!fact.lang || fact.lang === 'en') factIndex.set(`${fact.concept}@${periodKey(fact.period)}`, fact);

  const sectionOf = (network: Network): RenderingSection => {
    const rows: RenderingRow[] = [];
    // Totals printed only beside another line's figure (`PresentationNode.shownWith`).
    const shownWith = new Map<RenderingRow, string>();
    const subtracted = new Set(network.calculations.filter((a) => a.weight === -1).map((a) => a.child));
    // Cash flows and changes in equity compare two years: a year without last year's figures has no column.
    const comparing = network.section === 'cashFlows' || network.section === 'changesInEquity';
    const sectionColumns = comparing ? columns.filter((c) => yearOf(c).hasFlows) : columns;
    const row = (node: PresentationNode, level: number, role: RenderingRow['role'], isAbstract: boolean) => {
      const concept = taxonomy.concepts[node.concept]!;
      const label = role === 'standard' ? concept.label : (concept.roleLabels?.[role] ?? concept.label);
      const result: RenderingRow = {
        concept: node.concept,
        labelKey: role === 'standard' ? node.concept : `${node.concept}#${role}`,
        label,
        role,
        level,
        isAbstract,
        isTotal: role === 'total',
        periods: {},
        amounts: {},
        valueType: concept.valueType,
      };
      if (concept.balance) result.balance = concept.balance;
      if (subtracted.has(node.concept) && role === 'standard' && !isAbstract) result.weight = -1;
      if (isAbstract) return result;
      for (const column of sectionColumns) {
        const period = periodFor(node.concept, role, column);
        const key = periodKey(period);
        if (concept.valueType === 'monetary') {
          let value = input.values.get(key)?.get(node.concept);
          let printed = input.rounded.get(key)?.get(node.concept);
          const typed =
            value === undefined && TYPED_NOTE_AMOUNTS.has(node.concept)
              ? factIndex.get(`${node.concept}@${key}`)
              : undefined;
          if (typed && typeof typed.value === 'number' && typed.unit === settings.presentationCurrency) {
            // An amount of the notes the preparer typed (related parties): printed at the rounding level, alone.
            value = typed.value;
            printed = roundAt(typed.value, -scale);
          }
          if (value === undefined || printed === undefined) continue;
          result.periods[column] = period;
          const amount: RowAmount = { value, rounded: printed, display: printed / unit };
          result.amounts[column] = amount;
        } else {
          // Counts, shares, percentages, answers and texts: shown as they are, never scaled by the rounding level.
          const fact = factIndex.get(`${node.concept}@${key}`);
          if (fact === undefined) continue;
          result.periods[column] = period;
          result.values ??= {};
          result.values[column] = fact.value;
        }
      }
      return result;
    };
    const walk = (nodes: PresentationNode[], level: number) => {
      for (const node of nodes) {
        if (node.children.length === 0) {
          rows.push(row(node, level, node.role ?? 'standard', false));
          continue;
        }
        if (node.heading) rows.push(row(node, level, 'standard', true));
        walk(node.children, node.heading ? level + 1 : level);
        const total = row(node, level, node.role ?? 'total', false);
        if (node.shownWith) shownWith.set(total, node.shownWith);
        rows.push(total);
      }
    };
    walk(network.presentation, 0);
    // Leave out lines with nothing to print (no figure, or zero in every column), but keep totals and required lines.
    const hasFigure = (r: RenderingRow) =>
      Object.values(r.amounts).some((a) => a && (a.value !== 0 || a.rounded !== 0));
    const kept = rows.filter((r) => {
      const other = shownWith.get(r);
      if (other !== undefined) return rows.some((o) => o.concept === other && o !== r && hasFigure(o));
      if (r.isAbstract || r.isTotal || r.role !== 'standard') return true;
      if (taxonomy.concepts[r.concept]?.mandatory) return true;
      if (r.values && Object.keys(r.values).length > 0) return true;
      return Object.values(r.amounts).some((a) => a && (a.value !== 0 || a.rounded !== 0));
    });
    // Its heading may name the unit ("KHR, thousands") only when every figure is an amount at the rounding level.
    const scaled =
      kept.some((r) => Object.keys(r.amounts).length > 0) &&
      kept.every((r) => !r.values || Object.keys(r.values).length === 0);
    return {
      id: network.id,
      section: network.section,
      title: network.title,
      columns: sectionColumns,
      rows: kept,
      scaled,
    };
  };

  const sections: RenderingSection[] = [];
  for (const network of input.networks) {
    const section = sectionOf(network);
    if (section.rows.some((r) => Object.keys(r.amounts).length > 0)) sections.push(section);
  }
  for (const network of input.breakdowns ?? []) {
    // A note whose lines hold only their catch-all part says no more than the statement: left out.
    const last = new Map<string, string>();
    for (const arc of [...network.calculations].sort((x, y) => x.order - y.order)) last.set(arc.parent, arc.child);
    const catchAll = new Set(last.values());
    const section = sectionOf(network);
    const telling = section.rows.some(
      (r) =>
        !r.isTotal &&
        !r.isAbstract &&
        !catchAll.has(r.concept) &&
        Object.values(r.amounts).some((a) => a && (a.value !== 0 || a.rounded !== 0)),
    );
    if (telling) sections.push(section);
  }
  const byId = (id: string) => taxonomy.networks.find((n) => n.id === id);
  const extra = [
    ...(input.hasNotes
      ? taxonomy.networks.filter((n) => n.section === 'notes' && n.calculations.length === 0).map((n) => n.id)
      : taxonomy.networks.filter((n) => n.id === 'note-funds').map((n) => n.id)),
    'general-information',
    ...(input.hasTexts ? ['policies', 'directors-statement'] : []),
  ];
  for (const id of extra) {
    const network = byId(id);
    if (!network) continue;
    const section = sectionOf(network);
    section.columns = id === 'note-funds' ? columns : ['current'];
    for (const r of section.rows) {
      if (id !== 'note-funds') {
        delete r.amounts.comparative;
        delete r.periods.comparative;
        if (r.values) delete r.values.comparative;
      }
    }
    sections.push(section);
  }
  return { presentationCurrency: settings.presentationCurrency, rounding: settings.rounding, scale, sections };
}
