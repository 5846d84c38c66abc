import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import { DEMO_TOKEN } from './server.ts';

export interface BrowserSession {
  browser: Browser;
  baseUrl: string;
  newPage(options?: { width?: number; height?: number; locale?: string }): Promise<Page>;
  close(): Promise<void>;
}

/**
 * One Chromium per test file (Playwright gives it a fresh profile folder); pages get their own contexts.
 * Each context has opened the link the server printed at start, as the person trying the demo does, so
 * it reads the outbox and signs in to the demo accounts (ADR 0084).
 */
export async function openBrowser(): Promise<BrowserSession> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  const contexts: BrowserContext[] = [];
  return {
    browser,
    baseUrl: inject('baseUrl'),
    async newPage({ width = 1280, height = 800, locale = 'en-GB' } = {}) {
      const baseURL = inject('baseUrl');
      const context = await browser.newContext({ viewport: { width, height }, locale, baseURL });
      contexts.push(context);
      await trustWithTheDemo(context, baseURL);
      return context.newPage();
    },
    async close() {
      for (const context of contexts) await context.close();
      await browser.close();
    },
  };
}

/**
 * Opens the trust link in `context` without rendering the outbox it leads to: the context's request API
 * shares its cookie jar, so the cookie the link sets is the browser's from then on.
 */
export async function trustWithTheDemo(context: BrowserContext, baseUrl: string): Promise<void> {
  const opened = await context.request.get(`${baseUrl}/api/dev/trust?token=${DEMO_TOKEN}`, { maxRedirects: 0 });
  if (opened.status() !== 303)
    throw new Error(`the demo trust link answered ${opened.status()}: ${await opened.text()}`);
  await opened.dispose();
}

/**
 * Fails on any serious or critical axe violation, naming each rule and where it hit. The page is judged at
 * rest: the pointer a click left over a button (a page that scrolled under it after a navigation) is moved
 * off, and running transitions are let finish, or axe reads a colour halfway through a hover fade.
 */
export async function expectAccessible(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  // Transitions only: a spinner's or a live dot's animation never finishes. Only on what is rendered:
  // Chromium starts transitions on cards inside `content-visibility: auto` sections that are skipped
  // (off screen) and never ticks them, so their `finished` would wait forever.
  await page.evaluate(() => {
    const running = document
      .getAnimations()
      .filter((animation) => animation instanceof CSSTransition)
      .filter((animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        return target instanceof Element && target.checkVisibility({ contentVisibilityAuto: true });
      });
    return Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
  });
  // Legacy mode runs axe in the page itself. The default mode opens a blank page per check to merge
  // the results of each frame, which cost ~0.6 s of the ~1.5 s a check took; our pages have no frames.
  const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(blocking, `axe violations on ${page.url()}`).toEqual([]);
}
