import { type RegulatorCapability, regulatorCan } from '@dfr/forms/rules';
import type { InferResponseType } from 'hono/client';
import { api, call, param } from '../../api/client';
import { useApi, useMe } from '../../api/hooks';

/* Regulator staff and the regulator's policies (issue 32, items 2, 5, 6), on the API's own types. */
const desk = api.api.regulator;
const staff = desk.staff;
export type StaffMember = InferResponseType<typeof staff.$get>['staff'][number];

export const useStaff = (enabled = true) =>
  useApi(enabled ? ['regulator', 'staff'] : null, async () => (await call(staff.$get())).staff);
export const inviteStaff = (json: { email: string; role: StaffMember['role'] }) => call(staff.$post({ json }));
export const changeStaffRole = (id: string, role: StaffMember['role']) =>
  call(staff[':id'].$patch({ param: param({ id }), json: { role } }));
export const removeStaff = (id: string, email: string) =>
  call(staff[':id'].$delete({ param: param({ id }), json: { email } }));

const settings = desk.settings;
export type Policies = InferResponseType<typeof settings.policies.$get>;
export const usePolicies = () => useApi(['regulator', 'policies'], async () => call(settings.policies.$get()));
export const setSeparation = (policy: Policies['separationOfDuties'], confirm: string) =>
  call(settings['separation-of-duties'].$put({ json: { policy, confirm } }));
export const setReminders = (json: Policies['reminders'] & { confirm: string }) =>
  call(settings.reminders.$put({ json }));

/** Whether the signed-in member of staff's role may do this (the one table of `@dfr/forms/rules`). */
export function useRegulatorCan(capability: RegulatorCapability) {
  return regulatorCan(useMe().data?.regulatorRoles, capability);
}
