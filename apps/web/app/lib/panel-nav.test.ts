import { describe, expect, it } from 'vitest';
import { navFor, PANELS, type PanelNavGroup } from './panel-nav.ts';

const keys = (groups: PanelNavGroup[]) => groups.flatMap((group) => group.pages.map((page) => page.key));

describe('the staff panel navigation by role', () => {
  it('shows the audit log to managers and above only', () => {
    expect(keys(navFor(PANELS.admin, 'staff'))).not.toContain('admin-audit-log');
    for (const role of ['manager', 'admin', 'super_admin'] as const)
      expect(keys(navFor(PANELS.admin, role))).toContain('admin-audit-log');
    // Everything else stays for plain staff.
    expect(keys(navFor(PANELS.admin, 'staff'))).toEqual(
      keys(PANELS.admin.nav).filter((key) => key !== 'admin-audit-log'),
    );
  });

  it('leaves the other panels alone', () => {
    expect(navFor(PANELS.vendor, null)).toBe(PANELS.vendor.nav);
  });
});
