import { EVIDENCE_MIN_ENTITIES, foldNameKey, type MappingEvidence, mappingEvidencePairs } from '@dfr/statement-engine';
import { ENTITY_CHART_FRAMEWORK } from '@dfr/forms/rules';
import type { Deps } from '../../context';
import { accountRepo } from '../accounts/repository';
import { audit, type DbOrTx } from '../../db/repository-base';
import { mappingEvidenceRepo } from './repository';

/**
 * Learning from the country's accepted filings (issue 36). When the regulator accepts a filing, the accounts the
 * entity's preparers mapped (imported or added, `custom`) give (name → concept) pairs; a name mapped the same way by
 * at least `EVIDENCE_MIN_ENTITIES` entities is offered to every entity's mapping assistant. Only names, concepts and
 * counts are shared: no amount and no entity. The regulator can turn it off (nothing is then recorded or shared).
 */
/**
 * Names and concepts with the number of different entities, where at least `min` agree; never an entity. A name counts
 * in today's spelling (`foldNameKey`): keys stored before a spelling was folded, or a name typed two ways by different
 * entities, count together, each entity once.
 */
async function sharedEvidence(db: DbOrTx, framework: string, min: number): Promise<MappingEvidence[]> {
  const byName = new Map<string, { name: string; concept: string; keys: string[]; entities: number }>();
  for (const g of await mappingEvidenceRepo.groups(db, framework)) {
    const name = foldNameKey(g.name);
    const id = `${name}\u0000${g.concept}`;
    const had = byName.get(id);
    if (had) had.keys.push(g.name);
    else byName.set(id, { name, concept: g.concept, keys: [g.name], entities: g.entities });
  }
  const out: MappingEvidence[] = [];
  for (const n of byName.values()) {
    const entities =
      n.keys.length === 1 ? n.entities : await mappingEvidenceRepo.entitiesAcross(db, framework, n.concept, n.keys);
    if (entities >= min) out.push({ name: n.name, concept: n.concept, entities });
  }
  return out;
}

export const mappingEvidenceService = {
  /** In the acceptance's transaction: the entity's mapped accounts become evidence (when learning is on). */
  recordAccepted: async (tx: DbOrTx, entityId: string, submissionId: string) => {
    if (!(await mappingEvidenceRepo.enabled(tx))) return;
    const mapped = (await accountRepo.list(tx, entityId)).filter((a) => a.custom && a.concept);
    const pairs = mappingEvidencePairs(
      mapped.map((a) => ({ nameEn: a.nameEn, nameKh: a.nameKh, concept: a.concept ?? '' })),
    );
    await mappingEvidenceRepo.record(tx, entityId, ENTITY_CHART_FRAMEWORK, submissionId, pairs);
  },
  /** What every entity's mapping assistant is given: names, concepts and counts (empty when learning is off). */
  shared: async (deps: Deps): Promise<{ enabled: boolean; evidence: MappingEvidence[] }> => {
    const enabled = await mappingEvidenceRepo.enabled(deps.db);
    return {
      enabled,
      evidence: enabled ? await sharedEvidence(deps.db, ENTITY_CHART_FRAMEWORK, EVIDENCE_MIN_ENTITIES) : [],
    };
  },
  enabled: async (deps: Deps) => ({ enabled: await mappingEvidenceRepo.enabled(deps.db) }),
  /** The regulator's switch; audited. */
  setEnabled: async (deps: Deps, actor: string, enabled: boolean) =>
    deps.db.transaction(async (tx) => {
      await mappingEvidenceRepo.setEnabled(tx, enabled);
      await audit(tx, {
        actor,
        action: enabled ? 'mapping_learning.on' : 'mapping_learning.off',
        subjectType: 'setting',
        subjectId: 'mapping_learning',
        after: { enabled },
      });
      return { enabled };
    }),
};
