/**
 * The site's absolute address for canonical links, Open Graph and JSON-LD:
 * `PUBLIC_URL` when set (the same setting the API reads), else the origin of
 * the request. The API builds that origin from the Host it was asked of, and
 * from X-Forwarded-Proto/Host only when `TRUST_PROXY` says a proxy of ours
 * sets them: a header any client can send must not name the site in a page
 * that shared caches keep for everyone.
 */
export function siteUrlOf(request: Request): string {
  // Read by key, so the bundler cannot bake the build machine's value in.
  const configured = process.env['PUBLIC_URL']?.trim();
  if (configured) return configured.replace(/\/+$/, '');
  return new URL(request.url).origin;
}
