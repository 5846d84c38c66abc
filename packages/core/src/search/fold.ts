/**
 * The JavaScript twin of the database's `bedesten_fold` (migration 0003,
 * ADR 0020): Turkish and other Latin letters lose their accents (ç→c, ğ→g,
 * ı→i, İ→i, ö→o, ş→s, ü→u, á→a …), everything is lower-cased and anything
 * but letters and digits becomes one space. Queries are folded with it, so
 * "Çay", "ÇAY" and "cay" find the same products. Keep the two in step.
 */
const FROM = 'çÇćĆčČğĞıİöÖóÓòÒôÔõÕøØşŞšŠüÜúÚùÙûÛáÁàÀâÂäÄãÃåÅéÉèÈêÊëËíÍìÌîÎïÏñÑýÝÿžŽ';
const TO = 'cCcCcCgGiIoOoOoOoOoOoOsSsSuUuUuUuUaAaAaAaAaAaAeEeEeEeEiIiIiIiInNyYyzZ';
const MAP = new Map([...FROM].map((ch, i) => [ch, TO[i]!]));

export function foldSearchText(input: string): string {
  let out = '';
  for (const ch of input) out += MAP.get(ch) ?? ch;
  return out
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The words of a query, folded; at most `max`, each at most 40 letters (longer is no word anyone types). */
export function searchTokens(input: string, max = 5): string[] {
  const folded = foldSearchText(input);
  if (folded === '') return [];
  return [...new Set(folded.split(' '))]
    .filter((w) => w.length > 0)
    .slice(0, max)
    .map((w) => w.slice(0, 40));
}
