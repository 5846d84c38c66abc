import { describe, expect, it } from 'vitest';
import { isFiltered, userRights, usersApiQuery, usersQueryParams } from './users-query.ts';

describe('/admin/users query', () => {
  it('reads the search and the known filters, ignoring anything else', () => {
    const query = usersQueryParams(
      new URLSearchParams('search=%20eleni%20&type=vendor&staff_role=emperor&state=deleted&has_store=true&page=2'),
    );
    expect(query).toEqual({
      search: 'eleni',
      type: 'vendor',
      staffRole: null,
      state: 'deleted',
      hasStore: 'true',
      isDriver: null,
      page: 2,
    });
    expect(usersApiQuery(query)).toEqual({
      page: 2,
      search: 'eleni',
      type: 'vendor',
      state: 'deleted',
      has_store: 'true',
    });
    expect(isFiltered(query)).toBe(true);
    expect(isFiltered(usersQueryParams(new URLSearchParams('page=3')))).toBe(false);
  });
});

describe('what staff may do to an account', () => {
  const me = (staffRole: 'staff' | 'manager' | 'admin' | 'super_admin') => ({ id: 'me', staffRole });
  const user = (staff_role: 'staff' | 'admin' | 'super_admin' | null, id = 'them') => ({ id, staff_role });

  it('lets admins delete and restore, never themselves nor a higher role', () => {
    expect(userRights(me('manager'), user(null)).deleteOrRestore).toBe(false);
    expect(userRights(me('admin'), user(null)).deleteOrRestore).toBe(true);
    expect(userRights(me('admin'), user('admin')).deleteOrRestore).toBe(true);
    expect(userRights(me('admin'), user('super_admin')).deleteOrRestore).toBe(false);
    expect(userRights(me('admin'), user('admin', 'me')).deleteOrRestore).toBe(false);
  });

  it('lets only a super admin grant roles, never their own', () => {
    expect(userRights(me('admin'), user(null)).setRole).toBe(false);
    expect(userRights(me('super_admin'), user('staff')).setRole).toBe(true);
    expect(userRights(me('super_admin'), user('super_admin', 'me')).setRole).toBe(false);
  });
});
