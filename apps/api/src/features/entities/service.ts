import type { EntityInfo } from '@dfr/statement-engine';
import type { Deps } from '../../context';
import { requireConfirmWord } from '../../http/confirm';
import { ApiError, conflict, invalid, notFound, stale } from '../../http/errors';
import { audit, defined, insertUnique, isUniqueViolation, newId } from '../../db/repository-base';
import { type EntityInsert, entityRepo, membershipRepo, profileRepo } from './repository';
import { canRemoveUser, ENTITY_CHART_FRAMEWORK, removeUserSchema, type UserRole } from '@dfr/forms/rules';
import { requireMember } from './access';
import { seedDefaultChart } from '../accounts/service';
import { notify } from '../notifications/service';
import { createReadCache } from '../../db/read-cache';

/** Validated entity fields (`EntityInfo`; optional ones may be null to clear them). */
type EntityInput = { [K in keyof EntityInfo]?: EntityInfo[K] | null } & { registrationNumber: string };

const myEntities =
  createReadCache<({ role: string } & Awaited<ReturnType<typeof entityRepo.listForUser>>[number]['entity'])[]>();

export const entityService = {
  /** The caller's entities with their role (read on every page: kept until the data changes). */
  listMine: (deps: Deps, userId: string) =>
    myEntities.get(deps.db, userId, async () =>
      (await entityRepo.listForUser(deps.db, userId)).map((r) => ({ ...r.entity, role: r.role })),
    ),

  get: async (deps: Deps, userId: string, entityId: string) => {
    const membership = await requireMember(deps.db, userId, entityId, 'read');
    const entity = (await entityRepo.byId(deps.db, entityId))!;
    return { ...entity, role: membership.role };
  },

  /** Creates the entity with the caller as super admin and the framework's default chart (duplicates refused). */
  create: async (deps: Deps, user: { sub: string; email: string }, input: EntityInput) => {
    if (await entityRepo.byRegistrationNumber(deps.db, input.registrationNumber)) throw conflict('entity_exists');
    try {
      return await deps.db.transaction(async (tx) => {
        const entity = await entityRepo.insert(tx, {
          ...(defined(input) as EntityInsert),
          id: newId(),
          createdBy: user.sub,
        });
        await profileRepo.ensure(tx, user.sub, user.email);
        await membershipRepo.insert(tx, {
          id: newId(),
          entityId: entity.id,
          userId: user.sub,
          email: user.email.toLowerCase(),
          role: 'super_admin',
          status: 'active',
        });
        await seedDefaultChart(tx, entity.id, ENTITY_CHART_FRAMEWORK);
        await audit(tx, {
          actor: user.sub,
          action: 'entity.create',
          subjectType: 'entity',
          subjectId: entity.id,
          after: entity,
        });
        return { ...entity, role: 'super_admin' };
      });
    } catch (e) {
      if (isUniqueViolation(e)) throw conflict('entity_exists');
      throw e;
    }
  },

  update: async (
    deps: Deps,
    userId: string,
    entityId: string,
    patch: Partial<EntityInput> & { version: number; confirm?: string },
  ) => {
    await requireMember(deps.db, userId, entityId, 'manageEntity');
    // An update: the word "confirm" typed.
    const { version, confirm, ...fields } = patch;
    requireConfirmWord(confirm);
    if (fields.registrationNumber) {
      const other = await entityRepo.byRegistrationNumber(deps.db, fields.registrationNumber);
      if (other && other.id !== entityId) throw conflict('entity_exists');
    }
    return deps.db.transaction(async (tx) => {
      const before = await entityRepo.byId(tx, entityId);
      if (!before) throw notFound();
      const after = await entityRepo.updateVersioned(tx, entityId, version, defined(fields) as Partial<EntityInsert>);
      if (!after) throw stale();
      await audit(tx, {
        actor: userId,
        action: 'entity.update',
        subjectType: 'entity',
        subjectId: entityId,
        before,
        after,
      });
      return after;
    });
  },
};

export const memberService = {
  list: async (deps: Deps, userId: string, entityId: string) => {
    await requireMember(deps.db, userId, entityId, 'read');
    return (await membershipRepo.listForEntity(deps.db, entityId)).map(({ membership, profile }) => ({
      ...membership,
      profile: profile
        ? { phone: profile.phone, position: profile.position, userType: profile.userType, gender: profile.gender }
        : null,
    }));
  },

  /** Invites by email: an existing user becomes a member at once; anyone else gets a pending invitation. */
  invite: async (
    deps: Deps,
    actor: { sub: string; email: string },
    entityId: string,
    input: { email: string; role: UserRole },
  ) => {
    await requireMember(deps.db, actor.sub, entityId, 'manageUsers');
    if (await membershipRepo.byEmail(deps.db, entityId, input.email)) throw conflict('already_member');
    const entity = (await entityRepo.byId(deps.db, entityId))!;
    const existing = await profileRepo.byEmail(deps.db, input.email);
    let invitationId: string | undefined;
    const membership = await insertUnique(
      () =>
        deps.db.transaction(async (tx) => {
          const row = await membershipRepo.insert(tx, {
            id: newId(),
            entityId,
            userId: existing?.id ?? null,
            email: input.email,
            role: input.role,
            status: existing ? 'active' : 'pending',
            invitedBy: actor.sub,
          });
          if (existing)
            await notify(tx, existing.id, {
              kind: 'invitation',
              messageKey: 'notification.invited',
              params: { entity: entity.nameEn, role: input.role },
              link: `/overview?entity=${entityId}`,
            });
          await audit(tx, {
            actor: actor.sub,
            action: 'member.invite',
            subjectType: 'membership',
            subjectId: row.id,
            after: row,
          });
          const lang = existing?.lang === 'kh' ? 'kh' : 'en';
          invitationId = await deps.email.enqueue(tx, {
            to: input.email,
            lang,
            template: 'invitation',
            params: {
              entityName: lang === 'kh' ? entity.nameKh : entity.nameEn,
              inviter: actor.email,
              ...(input.role !== 'super_admin' ? { role: input.role } : {}),
              link: existing
                ? `${deps.env.publicUrl}/overview`
                : `${deps.env.publicUrl}/signup?email=${encodeURIComponent(input.email)}`,
            },
          });
          return row;
        }),
      () => conflict('already_member'),
    );
    // The invitation was written with the membership (one transaction); it is delivered now.
    if (invitationId) await deps.email.deliver(invitationId);
    return membership;
  },

  changeRole: async (
    deps: Deps,
    actorId: string,
    entityId: string,
    membershipId: string,
    input: { role: UserRole; version: number },
  ) => {
    await requireMember(deps.db, actorId, entityId, 'manageUsers');
    const target = await membershipRepo.byId(deps.db, entityId, membershipId);
    if (!target) throw notFound();
    // The super admin's role changes only by a transfer.
    if (target.role === 'super_admin') throw new ApiError(409, 'SUPER_ADMIN', 'super_admin_role_fixed');
    return deps.db.transaction(async (tx) => {
      const after = await membershipRepo.updateVersioned(tx, membershipId, input.version, { role: input.role });
      if (!after) throw stale();
      await audit(tx, {
        actor: actorId,
        action: 'member.role',
        subjectType: 'membership',
        subjectId: membershipId,
        before: target,
        after,
      });
      return after;
    });
  },

  /** Removes a member; the typed email must match and the super admin cannot be removed. */
  remove: async (
    deps: Deps,
    actorId: string,
    entityId: string,
    membershipId: string,
    input: { email: string; version: number },
  ) => {
    await requireMember(deps.db, actorId, entityId, 'manageUsers');
    const target = await membershipRepo.byId(deps.db, entityId, membershipId);
    if (!target) throw notFound();
    // @dfr/forms' rules, as the web's removal dialog checks them: the typed e-mail is the member's; never the super admin.
    if (!removeUserSchema(target.email).safeParse({ email: input.email }).success)
      throw invalid('email_mismatch', { email: 'email_mismatch' });
    if (!canRemoveUser(target).ok) throw new ApiError(409, 'SUPER_ADMIN', 'user_cannot_be_removed');
    return deps.db.transaction(async (tx) => {
      const removed = await membershipRepo.remove(tx, membershipId, input.version);
      if (!removed) throw stale();
      await audit(tx, {
        actor: actorId,
        action: 'member.remove',
        subjectType: 'membership',
        subjectId: membershipId,
        before: target,
        entityId,
      });
      return { removed: true as const, id: membershipId };
    });
  },

  /** Hands super admin rights to another active member; the former super admin becomes an admin. */
  transferSuperAdmin: async (
    deps: Deps,
    actorId: string,
    entityId: string,
    input: { userId: string; confirm: string; version: number },
  ) => {
    const mine = await requireMember(deps.db, actorId, entityId, 'transferSuperAdmin');
    requireConfirmWord(input.confirm);
    const target = await membershipRepo.of(deps.db, entityId, input.userId);
    if (!target) throw notFound();
    if (target.id === mine.id) throw invalid('invalid_value', { userId: 'invalid_value' });
    return deps.db.transaction(async (tx) => {
      const demoted = await membershipRepo.updateVersioned(tx, mine.id, mine.version, { role: 'admin' });
      // The heir's membership as the caller read it: changed since (a new role, removed and invited again) → 409.
      const promoted = await membershipRepo.updateVersioned(tx, target.id, input.version, { role: 'super_admin' });
      if (!demoted || !promoted) throw stale();
      await audit(tx, {
        actor: actorId,
        action: 'member.transfer',
        subjectType: 'entity',
        subjectId: entityId,
        before: { superAdmin: actorId },
        after: { superAdmin: input.userId },
      });
      return { superAdmin: promoted, formerSuperAdmin: demoted };
    });
  },
};
