/**
 * Characters no text field may hold (issue 10): the C0 controls except tab,
 * line feed and carriage return (PostgreSQL refuses U+0000 in text, the rest
 * have no business in a name or an address), the noncharacters U+FFFE and
 * U+FFFF, and lone surrogates (not valid Unicode, so not valid UTF-8).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasForbiddenCharacters(text: string): boolean {
  return FORBIDDEN.test(text) || LONE_SURROGATE.test(text);
}

/**
 * The path of the first string (or object key) in a parsed input that holds
 * a forbidden character, or `null` when all text is clean. Walks without
 * recursion, so a deeply nested body cannot overflow the stack. A key that
 * is itself bad is reported at its parent's path.
 */
export function findForbiddenText(input: unknown): string[] | null {
  const stack: Step[] = [{ value: input, key: '', parent: null }];
  while (stack.length) {
    const step = stack.pop()!;
    const { value } = step;
    if (typeof value === 'string') {
      if (hasForbiddenCharacters(value)) return pathOf(step);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => stack.push({ value: item, key: String(index), parent: step }));
    } else if (value !== null && typeof value === 'object' && !isOpaque(value)) {
      for (const [key, item] of Object.entries(value)) {
        if (hasForbiddenCharacters(key)) return pathOf(step);
        stack.push({ value: item, key, parent: step });
      }
    }
  }
  return null;
}

/** One value met on the walk; the path is rebuilt from parents only when needed. */
interface Step {
  value: unknown;
  key: string;
  parent: Step | null;
}

function pathOf(step: Step): string[] {
  const path: string[] = [];
  for (let at: Step | null = step; at?.parent; at = at.parent) path.push(at.key);
  return path.reverse();
}

/** Bytes and streams (a raw webhook body, an upload) are not text to check. */
function isOpaque(value: object): boolean {
  return (
    ArrayBuffer.isView(value) ||
    value instanceof ArrayBuffer ||
    typeof (value as { pipe?: unknown }).pipe === 'function'
  );
}
