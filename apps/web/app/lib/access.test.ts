import { describe, expect, it } from 'vitest';
import {
  accessDecision,
  afterSignInPath,
  returnPathOf,
  safeReturnPath,
  signInHref,
  staffPanelPath,
  vendorPanelPath,
  withRedirect,
  type AccessUser,
} from './access.ts';

const customer: AccessUser = { type: 'user', staff_role: null, store_id: null };
const newVendor: AccessUser = { type: 'vendor', staff_role: null, store_id: null };
const vendor: AccessUser = { type: 'vendor', staff_role: null, store_id: '9b1d2c3e-0000-4000-8000-000000000001' };
const driver: AccessUser = { type: 'driver', staff_role: null, store_id: null };
const staff: AccessUser = { type: 'user', staff_role: 'staff', store_id: null };

describe('safeReturnPath', () => {
  it.each([
    ['/profile', '/profile'],
    ['/stores?q=halloumi#top', '/stores?q=halloumi#top'],
    ['/vendor/dashboard', '/vendor/dashboard'],
  ])('follows same-site path %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it.each([
    null,
    '',
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    'profile',
    '/profile\u0000',
    '/\t/evil.example',
    '/login',
    '/auth/sign-in?redirect=/x',
    '/vendor/sign-in/',
    '/otp-verify',
  ])('refuses %j', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });
});

describe('accessDecision', () => {
  it('lets everyone open public pages', () => {
    expect(accessDecision('public', null, '/')).toEqual({ kind: 'allow' });
  });

  it('sends signed-out people to the right sign-in page, with the way back', () => {
    expect(accessDecision('user', null, '/profile/address')).toEqual({
      kind: 'sign-in',
      to: '/login?redirect=%2Fprofile%2Faddress',
    });
    expect(accessDecision('vendor', null, '/vendor/dashboard')).toEqual({
      kind: 'sign-in',
      to: '/vendor/sign-in?redirect=%2Fvendor%2Fdashboard',
    });
    expect(accessDecision('staff', null, '/admin')).toEqual({ kind: 'sign-in', to: '/login?redirect=%2Fadmin' });
  });

  it('tells a signed-in person with the wrong account type that they may not (never the panel)', () => {
    expect(accessDecision('vendor', customer, '/vendor/dashboard')).toEqual({ kind: 'forbidden' });
    expect(accessDecision('driver', vendor, '/driver')).toEqual({ kind: 'forbidden' });
    expect(accessDecision('staff', vendor, '/admin')).toEqual({ kind: 'forbidden' });
  });

  it('opens each panel to its own people; any account may use the customer side', () => {
    expect(accessDecision('vendor', newVendor, '/vendor/setup-store')).toEqual({ kind: 'allow' });
    expect(accessDecision('driver', driver, '/driver')).toEqual({ kind: 'allow' });
    // A customer or a vendor with a driver profile drives too (ADR 0035).
    const drivingVendor = { ...vendor, driver_id: '9b1d2c3e-0000-4000-8000-000000000002' };
    expect(accessDecision('driver', drivingVendor, '/driver')).toEqual({ kind: 'allow' });
    expect(accessDecision('vendor', drivingVendor, '/vendor/dashboard')).toEqual({ kind: 'allow' });
    expect(accessDecision('driver', { ...customer, driver_id: drivingVendor.driver_id }, '/driver')).toEqual({
      kind: 'allow',
    });
    expect(accessDecision('staff', staff, '/admin')).toEqual({ kind: 'allow' });
    for (const user of [customer, vendor, driver, staff]) {
      expect(accessDecision('user', user, '/profile')).toEqual({ kind: 'allow' });
    }
  });
});

describe('where people land', () => {
  it('goes back to the asked-for page when safe, else to the account home', () => {
    expect(afterSignInPath(customer, '/profile')).toBe('/profile');
    expect(afterSignInPath(customer, '//evil.example')).toBe('/');
    expect(afterSignInPath(newVendor, null)).toBe('/vendor/setup-store');
    expect(afterSignInPath(vendor, undefined)).toBe('/vendor/dashboard');
    expect(afterSignInPath(staff, null)).toBe('/admin');
    expect(afterSignInPath(staff, '/profile')).toBe('/profile');
  });

  it('offers the vendor panel to vendors only', () => {
    expect(vendorPanelPath(vendor)).toBe('/vendor/dashboard');
    expect(vendorPanelPath(newVendor)).toBe('/vendor/setup-store');
    expect(vendorPanelPath(customer)).toBeNull();
    expect(vendorPanelPath({ ...vendor, staff_role: 'manager' })).toBe('/vendor/dashboard');
  });

  it('offers the staff panel to staff only', () => {
    expect(staffPanelPath(staff)).toBe('/admin');
    expect(staffPanelPath({ ...customer, staff_role: 'staff' })).toBe('/admin');
    for (const user of [customer, vendor, newVendor, driver]) expect(staffPanelPath(user)).toBeNull();
  });

  it('builds sign-in links that keep the way back, but not for home', () => {
    expect(signInHref('user', '/wishlist')).toBe('/login?redirect=%2Fwishlist');
    expect(signInHref('user', '//evil')).toBe('/login');
    expect(withRedirect('/login', '/cart/shipping?x=1')).toBe('/login?redirect=%2Fcart%2Fshipping%3Fx%3D1');
    expect(withRedirect('/login', '/')).toBe('/login');
    expect(withRedirect('/auth/sign-up', null)).toBe('/auth/sign-up');
  });

  it('reads the page a request was for, without router internals', () => {
    expect(returnPathOf(new URL('http://x/profile/address.data?_routes=root,page.profile-address'))).toBe(
      '/profile/address',
    );
    expect(returnPathOf(new URL('http://x/stores?q=a&_routes=x'))).toBe('/stores?q=a');
  });
});
