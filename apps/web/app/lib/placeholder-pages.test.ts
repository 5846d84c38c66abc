import { describe, expect, it } from 'vitest';
import { pageModule } from './page-modules.ts';
import { PAGES } from './pages.ts';

const GENERIC_MODULES = new Set(['routes/page.tsx', 'routes/guarded-page.tsx']);

/** Every registered page has its own screen: none falls back to the generic "being built" page. */
describe('pages still being built', () => {
  it('are none', () => {
    const generic = PAGES.filter((page) => GENERIC_MODULES.has(pageModule(page))).map((page) => page.key);
    expect(generic).toEqual([]);
  });
});
