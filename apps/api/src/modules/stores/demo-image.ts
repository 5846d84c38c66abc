/**
 * The demo's pictures, drawn as SVG from their name (`groceries-3.svg`), so
 * a fresh install shows stores and products with pictures without shipping
 * image files. Colours and shapes come from a hash of the name, the label
 * from its words: the same name always draws the same picture. Banners and
 * cab pictures carry no words: the page writes their title (or the vehicle's
 * name) beside them in its own language, and English words inside the
 * picture would be the only English on a Turkish home page.
 */
const PALETTES = [
  ['#0f766e', '#99f6e4'],
  ['#9a3412', '#fed7aa'],
  ['#1e3a8a', '#bfdbfe'],
  ['#831843', '#fbcfe8'],
  ['#3f6212', '#d9f99d'],
  ['#5b21b6', '#ddd6fe'],
  ['#854d0e', '#fef08a'],
  ['#155e75', '#a5f3fc'],
] as const;

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

export const DEMO_IMAGE_NAME = /^([a-z0-9-]+)\.svg$/;

export function demoImageSvg(name: string): string {
  const base = name.replace(/\.svg$/, '');
  const h = hash(base);
  const [dark, light] = PALETTES[h % PALETTES.length]!;
  const words = base
    .replace(/-\d+$/, '')
    .replace(/-banner$/, '')
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ')
    .replace(/ And /g, ' & ');
  const banner = base.includes('-banner');
  const wordless = banner || base.startsWith('cab-');
  const [w, hgt] = banner ? [1200, 400] : [800, 800];
  const cx = 100 + (h % (w - 200));
  const cy = 80 + ((h >>> 8) % (hgt - 160));
  const r = 60 + ((h >>> 16) % 160);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${hgt}" viewBox="0 0 ${w} ${hgt}" ${wordless ? 'aria-hidden="true"' : `role="img" aria-label="${words}"`}>
<rect width="100%" height="100%" fill="${light}"/>
<circle cx="${cx}" cy="${cy}" r="${r}" fill="${dark}" opacity="0.18"/>
<circle cx="${w - cx}" cy="${hgt - cy}" r="${r * 0.7}" fill="${dark}" opacity="0.12"/>
${wordless ? '' : `<text x="50%" y="52%" text-anchor="middle" font-family="sans-serif" font-size="56" font-weight="700" fill="${dark}">${words}</text>\n`}</svg>`;
}
