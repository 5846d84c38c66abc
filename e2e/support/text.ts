/** What a visitor types on a keyboard without Turkish letters. */
export function foldTurkish(text: string): string {
  const map: Record<string, string> = {
    ç: 'c',
    ş: 's',
    ğ: 'g',
    ı: 'i',
    İ: 'i',
    ö: 'o',
    ü: 'u',
    â: 'a',
    î: 'i',
    û: 'u',
  };
  return text
    .toLocaleLowerCase('tr')
    .replace(/[çşğıİöüâîû]/g, (letter) => map[letter] ?? letter)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}
