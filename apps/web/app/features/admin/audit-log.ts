import { AUDIT_ACTIONS } from '@bedesten/core/audit/actions';
import type { AuditEntry } from '@bedesten/core/schemas/audit-log';
import { pageParam } from './query.ts';

export type { AuditEntry };

const KNOWN_ACTIONS: ReadonlySet<string> = new Set(AUDIT_ACTIONS);

/** The locale key of an action's label (`auditLog.actions.store__approve`), or null for an unknown code. */
export function auditActionKey(action: string): string | null {
  return KNOWN_ACTIONS.has(action) ? `auditLog.actions.${action.replace('.', '__')}` : null;
}

/** The audit log's filters as the page's address holds them (`/admin/audit-log?actor=…&from=…`). */
export const AUDIT_FILTERS = ['actor', 'action', 'subject_type', 'subject_id', 'from', 'to'] as const;
export type AuditFilter = (typeof AUDIT_FILTERS)[number];
export type AuditFilters = Record<AuditFilter, string>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters typed into the form (trimmed, dates only when they are dates) and the page. */
export function auditQueryFrom(params: URLSearchParams): { filters: AuditFilters; page: number } {
  const filters = {} as AuditFilters;
  for (const name of AUDIT_FILTERS) {
    const value = (params.get(name) ?? '').trim().slice(0, 120);
    filters[name] = (name === 'from' || name === 'to') && !DAY.test(value) ? '' : value;
  }
  return { filters, page: pageParam(params) };
}

/** The API's query: the filters that are set, and the page. */
export function auditApiQuery(filters: AuditFilters, page: number): Record<string, string | number> {
  const query: Record<string, string | number> = { page };
  for (const name of AUDIT_FILTERS) if (filters[name]) query[name] = filters[name];
  return query;
}

export interface DiffRow {
  /** The changed field (`null` when before/after are plain values, not objects). */
  field: string | null;
  before: string;
  after: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as the diff shows it: text as is, nothing as an empty mark, the rest as compact JSON. */
export function showValue(value: unknown): string {
  if (value === undefined || value === null) return '–';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/**
 * What a staff action changed, field by field: for two objects the fields
 * whose values differ (added, removed or changed; unchanged ones left out),
 * otherwise one row with the whole before and after. Nothing recorded: no rows.
 */
export function auditDiff(before: unknown, after: unknown): DiffRow[] {
  const none = (value: unknown) => value === undefined || value === null;
  if (none(before) && none(after)) return [];
  if (isRecord(before) || isRecord(after)) {
    const from = isRecord(before) ? before : {};
    const to = isRecord(after) ? after : {};
    const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
    return fields
      .filter((field) => JSON.stringify(from[field]) !== JSON.stringify(to[field]))
      .map((field) => ({ field, before: showValue(from[field]), after: showValue(to[field]) }));
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  return [{ field: null, before: showValue(before), after: showValue(after) }];
}
