import type { Language } from '@bedesten/core/i18n/languages';
import { message } from '@bedesten/core/messages/catalogue';

/** A small page of its own, drawn without the renderer or the API: a status code, a title, a line and a retry. */
export function statusPage(lang: Language, code: number, title: string, text: string): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} · Bedesten</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1c2430;background:#f7f7f5}
main{max-width:32rem;margin:15vh auto;padding:0 1.5rem;text-align:center}
.code{font-size:3rem;font-weight:700;color:#5b6573;margin:0}
h1{font-size:1.5rem;margin:.5rem 0 1rem}
a{display:inline-block;margin-top:1.5rem;padding:.75rem 1.5rem;border-radius:.5rem;background:#0b5cad;color:#fff;text-decoration:none;font-weight:600}
</style>
</head>
<body>
<main>
<p class="code" aria-hidden="true">${code}</p>
<h1>${title}</h1>
<p>${text}</p>
<a href="">${message('try_again', lang)}</a>
</main>
</body>
</html>
`;
}
