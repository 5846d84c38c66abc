import MarkdownIt from 'markdown-it';
import { isExternalLink, isSafeLinkTarget } from '@bedesten/core/content/content-links';

/**
 * Staff Markdown → the HTML public pages insert (issue 14). Safe by
 * construction rather than by cleaning afterwards:
 * - `html: false`: raw HTML in the Markdown (`<script>`, `<img onerror>`,
 *   `<iframe>`) is escaped and shows as text, so no tag or event-handler
 *   attribute can come from staff input;
 * - every link and image target passes `isSafeLinkTarget` (http, https,
 *   mailto, tel, same-site paths); `javascript:`, `data:`, `vbscript:` and
 *   the rest are not turned into links at all;
 * - external links open with `rel="noopener nofollow"` (and a new tab);
 * - images may only come from this site (uploads or the demo pictures).
 * Headings start at level 2: the page's own title is its one `<h1>`.
 */
const md = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: false });

md.validateLink = (url: string) => isSafeLinkTarget(url);

const defaultLinkOpen =
  md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx]!;
  const href = String(token.attrGet('href') ?? '');
  if (isExternalLink(href)) {
    token.attrSet('rel', 'noopener nofollow');
    token.attrSet('target', '_blank');
  }
  return defaultLinkOpen(tokens, idx, options, env, self);
};

const defaultImage = md.renderer.rules.image!;
md.renderer.rules.image = (tokens, idx, options, env, self) => {
  const token = tokens[idx]!;
  const src = String(token.attrGet('src') ?? '');
  // A picture from another site would leak readers' addresses to it: only same-site pictures show.
  if (!src.startsWith('/') || src.startsWith('//')) return md.utils.escapeHtml(token.content);
  token.attrSet('loading', 'lazy');
  return defaultImage(tokens, idx, options, env, self);
};

md.core.ruler.push('shift_headings', (state) => {
  for (const token of state.tokens) {
    if ((token.type === 'heading_open' || token.type === 'heading_close') && token.tag === 'h1') token.tag = 'h2';
  }
  return true;
});

/** Staff Markdown rendered to sanitised HTML. */
export function renderMarkdown(markdown: string): string {
  return md.render(markdown);
}
