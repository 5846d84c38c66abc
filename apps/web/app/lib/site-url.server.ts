/**
 * The site's absolute address for canonical links, Open Graph and JSON-LD:
 * `PUBLIC_URL` when set (the same setting the API reads), else the origin
 * the browser used (behind a proxy too).
 */
export function siteUrlOf(request: Request): string {
  // Read by key, so the bundler cannot bake the build machine's value in.
  const configured = process.env['PUBLIC_URL']?.trim();
  if (configured) return configured.replace(/\/+$/, '');
  const url = new URL(request.url);
  const proto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  const host = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim();
  return `${proto ?? url.protocol.replace(':', '')}://${host ?? url.host}`;
}
