import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './attachment-disposition.ts';

describe('attachmentDisposition', () => {
  it.each([
    ['licence.pdf', 'application/pdf', `attachment; filename="licence.pdf"; filename*=UTF-8''licence.pdf`],
    [null, 'application/pdf', `attachment; filename="document.pdf"; filename*=UTF-8''document.pdf`],
    ['  ', 'image/png', `attachment; filename="document.png"; filename*=UTF-8''document.png`],
    [
      'Ruhsat "şube" (1).pdf',
      'application/pdf',
      `attachment; filename="Ruhsat __ube_ (1).pdf"; filename*=UTF-8''Ruhsat%20%22%C5%9Fube%22%20%281%29.pdf`,
    ],
    [
      'a\r\nSet-Cookie: x=1.pdf',
      'application/pdf',
      `attachment; filename="a__Set-Cookie: x=1.pdf"; filename*=UTF-8''a%0D%0ASet-Cookie%3A%20x%3D1.pdf`,
    ],
  ])('%j (%s) downloads as %s', (name, mime, expected) => {
    expect(attachmentDisposition(name, mime)).toBe(expected);
  });
});
