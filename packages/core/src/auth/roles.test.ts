import { describe, expect, it } from 'vitest';
import {
  canUseAdminPanel,
  canUseCustomerPanel,
  canUseDriverPanel,
  canUseVendorPanel,
  hasStaffRole,
  homePanel,
  isAdmin,
  isStaff,
  type StaffRole,
  type UserType,
} from './roles.ts';

describe('staff roles', () => {
  it.each<[StaffRole | null, StaffRole, boolean]>([
    [null, 'staff', false],
    ['staff', 'staff', true],
    ['staff', 'manager', false],
    ['manager', 'staff', true],
    ['manager', 'admin', false],
    ['admin', 'manager', true],
    ['admin', 'super_admin', false],
    ['super_admin', 'admin', true],
    ['super_admin', 'super_admin', true],
  ])('%s meets %s: %s', (role, min, expected) => {
    expect(hasStaffRole(role, min)).toBe(expected);
  });

  it('refuses roles it does not know', () => {
    expect(hasStaffRole('root' as StaffRole, 'staff')).toBe(false);
    expect(isStaff({ staffRole: 'owner' as StaffRole })).toBe(false);
  });

  it.each([
    [null, false, false],
    ['staff', true, false],
    ['admin', true, true],
  ] as const)('staff role %s: staff %s, admin %s', (staffRole, staff, admin) => {
    expect(isStaff({ staffRole })).toBe(staff);
    expect(isAdmin({ staffRole })).toBe(admin);
    expect(canUseAdminPanel({ staffRole })).toBe(staff);
  });
});

describe('panels', () => {
  it.each<[UserType, boolean, boolean, boolean]>([
    ['user', true, false, false],
    ['vendor', true, true, false],
    ['driver', true, false, true],
  ])('a %s: customer %s, vendor %s, driver %s', (type, customer, vendor, driver) => {
    expect(canUseCustomerPanel({ type })).toBe(customer);
    expect(canUseVendorPanel({ type })).toBe(vendor);
    expect(canUseDriverPanel({ type })).toBe(driver);
  });

  it('keeps signed-out visitors out of every panel', () => {
    expect(canUseCustomerPanel(null)).toBe(false);
    expect(canUseVendorPanel(undefined)).toBe(false);
  });

  it('sends a vendor without a store to store setup', () => {
    expect(homePanel({ type: 'vendor', staffRole: null, storeId: null })).toBe('/vendor/setup-store');
    expect(homePanel({ type: 'vendor', staffRole: null, storeId: 'x' })).toBe('/vendor/dashboard');
    expect(homePanel({ type: 'user', staffRole: null, storeId: null })).toBe('/');
    expect(homePanel({ type: 'user', staffRole: 'staff', storeId: null })).toBe('/admin');
    expect(homePanel({ type: 'user', staffRole: 'super_admin', storeId: null })).toBe('/admin');
    expect(homePanel({ type: 'vendor', staffRole: 'manager', storeId: 'x' })).toBe('/admin');
  });
});
