/**
 * How a reviewer is named in public: the first name and the initial of the
 * last ("Ayşe Kaya Demir" → "Ayşe D."), never the whole name.
 */
export function reviewAuthorName(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '—';
  const first = parts[0]!;
  const last = parts.length > 1 ? parts.at(-1)! : '';
  return last ? `${first} ${last.charAt(0).toLocaleUpperCase('tr')}.` : first;
}
