import { AUDIT_ACTIONS } from '@bedesten/core/audit/actions';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/admin.json' with { type: 'json' };
import tr from '../../locales/tr/admin.json' with { type: 'json' };
import { auditActionKey, auditApiQuery, auditDiff, auditQueryFrom } from './audit-log.ts';

describe('the audit log page', () => {
  it('reads its filters from the address, dropping dates that are not dates', () => {
    const { filters, page } = auditQueryFrom(
      new URLSearchParams('actor=%20ayse%20&action=store.&from=2026-11-01&to=yesterday&page=3'),
    );
    expect(filters).toEqual({
      actor: 'ayse',
      action: 'store.',
      subject_type: '',
      subject_id: '',
      from: '2026-11-01',
      to: '',
    });
    expect(page).toBe(3);
    expect(auditApiQuery(filters, page)).toEqual({ page: 3, actor: 'ayse', action: 'store.', from: '2026-11-01' });
  });

  it('shows only what changed, field by field', () => {
    expect(auditDiff({ status: 'pending', name: 'Fırın' }, { status: 'approved', name: 'Fırın' })).toEqual([
      { field: 'status', before: 'pending', after: 'approved' },
    ]);
    expect(auditDiff(null, { type: 'flat', value: 99 })).toEqual([
      { field: 'type', before: '–', after: 'flat' },
      { field: 'value', before: '–', after: '99' },
    ]);
    expect(auditDiff({ id: 'x', is_active: true }, null)).toEqual([
      { field: 'id', before: 'x', after: '–' },
      { field: 'is_active', before: 'true', after: '–' },
    ]);
    expect(auditDiff([1, 2], [1, 3])).toEqual([{ field: null, before: '[1,2]', after: '[1,3]' }]);
    expect(auditDiff(null, null)).toEqual([]);
    expect(auditDiff({ a: 1 }, { a: 1 })).toEqual([]);
  });

  it('names every audited action in both languages', () => {
    const label = (messages: typeof en, key: string) =>
      (messages.auditLog.actions as Record<string, string>)[key.replace('auditLog.actions.', '')];
    for (const code of AUDIT_ACTIONS) {
      const key = auditActionKey(code)!;
      expect(label(en, key), code).toBeTruthy();
      expect(label(tr, key), code).toBeTruthy();
    }
    expect(auditActionKey('widget.poke')).toBeNull();
  });
});
