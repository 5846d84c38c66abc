import { STAFF_ROLES, USER_TYPES, type StaffRole, type UserType } from '@bedesten/core/auth/roles';
import { pageParam } from './query.ts';

export const ROLE_FILTERS = ['any', 'none', ...STAFF_ROLES] as const;
export type RoleFilter = (typeof ROLE_FILTERS)[number];
export const STATE_FILTERS = ['active', 'deleted'] as const;
export type StateFilter = (typeof STATE_FILTERS)[number];
export const YES_NO = ['true', 'false'] as const;
export type YesNo = (typeof YES_NO)[number];

/** What `/admin/users` was asked for: the search text and each filter (null: not filtered). */
export interface UsersQuery {
  search: string;
  type: UserType | null;
  staffRole: RoleFilter | null;
  state: StateFilter | null;
  hasStore: YesNo | null;
  isDriver: YesNo | null;
  page: number;
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

/** `/admin/users?search=&type=&staff_role=&state=&has_store=&is_driver=&page=`: unknown values are ignored. */
export function usersQueryParams(params: URLSearchParams): UsersQuery {
  return {
    search: (params.get('search') ?? '').trim().slice(0, 100),
    type: oneOf(USER_TYPES, params.get('type')),
    staffRole: oneOf(ROLE_FILTERS, params.get('staff_role')),
    state: oneOf(STATE_FILTERS, params.get('state')),
    hasStore: oneOf(YES_NO, params.get('has_store')),
    isDriver: oneOf(YES_NO, params.get('is_driver')),
    page: pageParam(params),
  };
}

/** The API query of `GET /api/admin/users` for a page's query (filters not set are left out). */
export function usersApiQuery(query: UsersQuery): Record<string, string | number> {
  const out: Record<string, string | number> = { page: query.page };
  if (query.search) out.search = query.search;
  if (query.type) out.type = query.type;
  if (query.staffRole) out.staff_role = query.staffRole;
  if (query.state) out.state = query.state;
  if (query.hasStore) out.has_store = query.hasStore;
  if (query.isDriver) out.is_driver = query.isDriver;
  return out;
}

/** Whether anything narrows the list (to offer "Clear"). */
export function isFiltered(query: UsersQuery): boolean {
  return Boolean(query.search || query.type || query.staffRole || query.state || query.hasStore || query.isDriver);
}

/**
 * What this member of staff may do to that account, as the API decides it
 * (ADR 0037): admins and above delete and restore, never their own account
 * nor a higher role's; only a super admin grants roles, never their own.
 */
export function userRights(
  me: { id: string; staffRole: StaffRole | null | undefined },
  target: { id: string; staff_role: StaffRole | null },
): { deleteOrRestore: boolean; setRole: boolean; deleteSetups: boolean } {
  const rank = (role: StaffRole | null | undefined) => (role ? STAFF_ROLES.indexOf(role) : -1);
  const isAdmin = rank(me.staffRole) >= rank('admin');
  const self = me.id === target.id;
  return {
    deleteOrRestore: isAdmin && !self && rank(target.staff_role) <= rank(me.staffRole),
    setRole: me.staffRole === 'super_admin' && !self,
    deleteSetups: isAdmin,
  };
}
