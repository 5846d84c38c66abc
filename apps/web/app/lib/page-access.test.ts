import { describe, expect, it } from 'vitest';
import { matchPath } from 'react-router';
import { DEFAULT_CALLING_CODE, firstOptions } from './calling-codes.ts';
import { findPageByPath } from './page-lookup.ts';
import { PAGE_MODULES, pageModule } from './page-modules.ts';
import { findPage, pageAccess, PAGES } from './pages.ts';

const accessOf = (key: string) => pageAccess(findPage(key)!);

describe('page access', () => {
  it('guards the private customer pages of the brief', () => {
    for (const key of [
      'profile',
      'my-orders',
      'account-settings',
      'profile-address',
      'wishlist',
      'notifications',
      'order',
      'checkout',
      'cart-shipping',
      'cart-payment',
      'payment',
      'address',
    ]) {
      expect(accessOf(key), key).toBe('user');
    }
  });

  it('keeps sign-in, sign-up, recovery and shop pages public', () => {
    for (const key of [
      'home',
      'login',
      'auth-sign-in',
      'auth-sign-up',
      'otp-verify',
      'reset-password',
      'cart',
      'stores',
    ]) {
      expect(accessOf(key), key).toBe('public');
    }
  });

  it('gives each panel its people, except the public partner pages', () => {
    expect(accessOf('vendor-dashboard')).toBe('vendor');
    expect(accessOf('vendor-setup-store')).toBe('vendor');
    expect(accessOf('vendor-change-password')).toBe('vendor');
    expect(accessOf('vendor-sign-in')).toBe('public');
    expect(accessOf('vendor')).toBe('public');
    expect(accessOf('driver-rides')).toBe('driver');
    expect(accessOf('driver-ride')).toBe('driver');
    // Setting up a driver profile is how a customer or a vendor becomes a driver.
    expect(accessOf('driver-setup')).toBe('user');
    expect(accessOf('admin-stores')).toBe('staff');
  });

  it('registers every guarded page with a module that has a guard', () => {
    for (const page of PAGES) {
      if (pageAccess(page) !== 'public' && !PAGE_MODULES[page.key])
        expect(pageModule(page)).toBe('routes/guarded-page.tsx');
    }
  });
});

describe('findPageByPath', () => {
  it('finds pages by URL, static before dynamic', () => {
    expect(findPageByPath('/vendor/sub-category/add')?.key).toBe('vendor-sub-category-add');
    expect(findPageByPath('/vendor/sub-category/3f2a')?.key).toBe('vendor-sub-category');
    expect(findPageByPath('/profile/')?.key).toBe('profile');
    expect(findPageByPath('/')?.key).toBe('home');
    expect(findPageByPath('/nowhere')).toBeUndefined();
  });

  it('reads every page path as matchPath does (its compiled patterns know no optional segments or splats)', () => {
    const byMatchPath = (pathname: string) =>
      [...PAGES]
        .sort((a, b) => Number(a.path.includes(':')) - Number(b.path.includes(':')))
        .find((page) => matchPath({ path: page.path, end: true }, pathname) !== null);
    for (const page of PAGES) {
      expect(page.path).not.toMatch(/[?*]/);
      const shown = page.path.replace(/:[^/]+/g, 'x-1');
      for (const pathname of [shown, `${shown}/`, shown.toUpperCase(), `${shown}/extra`, `${shown}x`]) {
        expect(findPageByPath(pathname)?.key, pathname).toBe(byMatchPath(pathname)?.key);
      }
    }
  });
});

describe('calling codes before the full list loads', () => {
  it('start with Cyprus and keep another current code selectable', () => {
    const options = firstOptions('en', '+49');
    expect(options[0]).toMatchObject({ country: 'CY', callingCode: DEFAULT_CALLING_CODE });
    expect(options.at(-1)).toMatchObject({ callingCode: '+49' });
    expect(firstOptions('tr', '+90').map((option) => option.callingCode)).toEqual(['+357', '+90', '+30', '+44']);
    expect(firstOptions('tr', null)[0]?.label).toBe('+357 Kıbrıs');
  });
});
