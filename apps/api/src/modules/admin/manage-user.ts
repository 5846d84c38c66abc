import { hasStaffRole, type StaffRole } from '@bedesten/core/auth/roles';
import { conflict, forbidden, notFound } from '@bedesten/core/errors/app-error';
import type { UsersRepository } from './users.repository.ts';

interface StaffActor {
  userId: string;
  staffRole: StaffRole | null;
}

/**
 * Whether this member of staff may act on that account (issue 14): never on
 * their own account, never on one with a higher staff role than theirs.
 */
export function assertMayActOn(actor: StaffActor, target: { id: string; staffRole: StaffRole | null }): void {
  if (target.id === actor.userId) throw forbidden('cannot_act_on_self');
  if (target.staffRole && !hasStaffRole(actor.staffRole, target.staffRole))
    throw forbidden('cannot_act_on_higher_role');
}

async function targetOf(users: UsersRepository, id: string) {
  const row = await users.find(id);
  if (!row) throw notFound('user_not_found');
  return row.user;
}

/** Staff delete an account (admin and above): see `UsersRepository.softDelete`. */
export async function deleteUserByStaff(users: UsersRepository, actor: StaffActor, id: string) {
  const target = await targetOf(users, id);
  assertMayActOn(actor, target);
  if (target.deletedAt || !(await users.softDelete(id))) throw conflict('user_already_deleted');
  return target;
}

/** Staff restore a deleted account (admin and above): it can sign in again; its store stays closed until its owner reopens it. */
export async function restoreUserByStaff(users: UsersRepository, actor: StaffActor, id: string) {
  const target = await targetOf(users, id);
  assertMayActOn(actor, target);
  if (!target.deletedAt || !(await users.restore(id))) throw conflict('user_not_deleted');
  return target;
}

/** A super admin grants, changes or revokes (null) someone's staff role; never their own. */
export async function setStaffRole(users: UsersRepository, actor: StaffActor, id: string, role: StaffRole | null) {
  const target = await targetOf(users, id);
  if (target.id === actor.userId) throw forbidden('cannot_act_on_self');
  if (role && target.deletedAt) throw conflict('user_already_deleted');
  await users.setStaffRole(id, role);
  return { before: target.staffRole, after: role };
}
