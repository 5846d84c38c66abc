/**
 * Who may do what (SPEC.md §1 and §6). An account has one type (customer,
 * vendor or driver) and, independently, may hold a staff role; the API
 * guards and the web app's route guards both ask these functions, so the
 * two never disagree about a role.
 */
export const USER_TYPES = ['user', 'vendor', 'driver'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** Staff roles from least to most powerful; each includes the ones before it. */
export const STAFF_ROLES = ['staff', 'manager', 'admin', 'super_admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The signed-in account as guards see it. */
export interface Actor {
  userId: string;
  type: UserType;
  staffRole: StaffRole | null;
  storeId: string | null;
  isApproved: boolean;
  /**
   * The account's live driver profile (any status), or null. A customer or a
   * vendor becomes a driver by setting one up; the account keeps its type
   * (a vendor keeps their store), so the driver panel asks for this, not the type.
   */
  driverId?: string | null;
}

type RoleHolder = Pick<Actor, 'staffRole'> | null | undefined;
type TypeHolder = Pick<Actor, 'type'> | null | undefined;

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

export function isStaff(actor: RoleHolder): boolean {
  return isStaffRole(actor?.staffRole);
}

/** True when `actorRole` is `minRole` or above it (staff < manager < admin < super_admin). */
export function hasStaffRole(actorRole: StaffRole | null | undefined, minRole: StaffRole): boolean {
  if (!isStaffRole(actorRole)) return false;
  return STAFF_ROLES.indexOf(actorRole) >= STAFF_ROLES.indexOf(minRole);
}

export const isManager = (actor: RoleHolder) => hasStaffRole(actor?.staffRole, 'manager');
export const isAdmin = (actor: RoleHolder) => hasStaffRole(actor?.staffRole, 'admin');
export const isSuperAdmin = (actor: RoleHolder) => hasStaffRole(actor?.staffRole, 'super_admin');

export function isVendor(actor: TypeHolder): boolean {
  return actor?.type === 'vendor';
}

export function isDriver(actor: TypeHolder): boolean {
  return actor?.type === 'driver';
}

/** Every signed-in account can shop: a vendor or driver is also a customer (SPEC.md §1 "switch panel"). */
export function canUseCustomerPanel(actor: TypeHolder): boolean {
  return actor != null;
}

/**
 * The vendor panel opens for vendors before approval too: store setup is
 * where an unapproved vendor goes first; what needs approval (appearing in
 * search) is checked on the store, not here.
 */
export function canUseVendorPanel(actor: TypeHolder): boolean {
  return isVendor(actor);
}

export function canUseDriverPanel(actor: (TypeHolder & { driverId?: string | null }) | null | undefined): boolean {
  return Boolean(actor?.driverId) || isDriver(actor);
}

export function canUseAdminPanel(actor: RoleHolder): boolean {
  return isStaff(actor);
}

/** The panel a fresh sign-in lands on: the staff panel for staff (ADR 0037), a vendor's store, else home. */
export function homePanel(actor: Pick<Actor, 'type' | 'staffRole' | 'storeId'>): string {
  if (isStaff(actor)) return '/admin';
  if (actor.type === 'vendor') return actor.storeId ? '/vendor/dashboard' : '/vendor/setup-store';
  return '/';
}
