import { sql, type SQL } from 'drizzle-orm';

/**
 * Server-side prepared statements for the hot, id-keyed statements of the
 * write paths (cart, checkout, sessions, notices). PostgreSQL spent more
 * time planning those joins than running them (pg_stat_statements under the
 * order bench: the cart's lines 1.0 ms of planning against 0.1 ms of
 * execution); a named statement is parsed once per connection and, after
 * five runs, PostgreSQL may keep one generic plan for it.
 *
 * Opt-in for reads, never global: a generic plan ignores the values, which
 * suits `where user_id = $1` and would not suit a catalogue search whose best
 * plan depends on the words searched (ADR 0056). Writes and row locks are
 * named without a mark (ADR 0063).
 */
const MARK = '/* plan:';

/** A raw statement whose plan is reused: `reusedPlan('cart-lines', sql\`select …\`)`. */
export function reusedPlan(name: string, query: SQL): SQL {
  if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`plan name "${name}" must be lower-case letters, digits and dashes`);
  return sql.join([sql.raw(`${MARK}${name} */ `), query]);
}

/**
 * Writes (an insert, update or delete, alone or as the parts of a `with`) and row locks (`… for update`)
 * are prepared without a mark. Their plans do not depend on the values the way a catalogue read's do:
 * a VALUES list has one plan, and the write paths update and lock rows by key. PostgreSQL still plans
 * their first five runs for their values and keeps a generic plan only when it costs no more (plan_cache_mode
 * = auto). Under the order bench these were half the statements of an order, each parsed and planned anew.
 */
// Raw statements often start on a new line (sql`\n  insert …`).
const WRITE = /^\s*(?:insert|update|delete)\b|^\s*with\s+"?\w+"?\s+as\s+\(\s*(?:insert|update|delete)\b/i;
const ROW_LOCK = /\sfor\s+(?:no\s+key\s+)?update(?:\s+of\s+[\w".,\s]+)?(?:\s+(?:nowait|skip\s+locked))?\s*$/i;
/** A statement this long is a bulk load (seeding, an import), run once: preparing it would only keep it in memory. */
const MAX_PREPARED_TEXT = 8_000;

function isWriteOrRowLock(text: string): boolean {
  return text.length <= MAX_PREPARED_TEXT && (WRITE.test(text) || ROW_LOCK.test(text));
}

const namesByText = new Map<string, string>();
const MAX_NAMES = 2_000;

/** FNV-1a, 32 bits: the statement's text in its name, so two texts under one label never collide. */
function textHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/**
 * The name node-postgres prepares a statement under, or undefined to send it
 * unnamed: a statement marked by `reusedPlan` or named by Drizzle's
 * `.prepare(name)` gets its label plus a hash of its text (node-postgres
 * refuses one name for two texts on a connection; a label whose text varies,
 * an `in (…)` list say, gets one statement per shape).
 */
export function statementName(text: string, given: string | undefined): string | undefined {
  let label = given;
  if (!label && text.startsWith(MARK)) label = text.slice(MARK.length, text.indexOf(' */'));
  if (!label && isWriteOrRowLock(text)) label = 'write';
  if (!label) return undefined;
  let name = namesByText.get(text);
  if (name === undefined) {
    name = `${label}:${textHash(text)}`;
    if (namesByText.size >= MAX_NAMES) namesByText.clear();
    namesByText.set(text, name);
  }
  return name;
}
