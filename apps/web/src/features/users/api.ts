import type { InferRequestType } from 'hono/client';
import { api, call, param } from '../../api/client';

const users = api.api.entities[':entityId'].users;
const member = users[':userId'];
const superAdmin = api.api.entities[':entityId']['super-admin'];

/** Invites by e-mail with a role (a pending membership until they sign up). */
export const inviteMember = (entityId: string, body: InferRequestType<typeof users.$post>['json']) =>
  call(users.$post({ param: param({ entityId }), json: body }));

/** Changes a member's role (or a pending invitation's), at the membership's version as read. */
export const changeMemberRole = (
  entityId: string,
  memberId: string,
  body: InferRequestType<typeof member.$patch>['json'],
) => call(member.$patch({ param: param({ entityId, userId: memberId }), json: body }));

/** Removes a member or revokes an invitation (their e-mail typed). */
export const removeMember = (
  entityId: string,
  memberId: string,
  body: InferRequestType<typeof member.$delete>['json'],
) => call(member.$delete({ param: param({ entityId, userId: memberId }), json: body }));

/** Hands super admin rights to another member ("confirm" typed). */
export const transferSuperAdmin = (entityId: string, body: InferRequestType<typeof superAdmin.$post>['json']) =>
  call(superAdmin.$post({ param: param({ entityId }), json: body }));
