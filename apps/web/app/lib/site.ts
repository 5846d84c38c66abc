/**
 * Store listings of the mobile app (SPEC.md §1 mentions one). Null until the
 * app is published: until then no page mentions the app at all, so nothing
 * promises what is not there.
 */
export const APP_LINKS: { appStore: string | null; googlePlay: string | null } = {
  appStore: null,
  googlePlay: null,
};

/** Whether any app listing is published (the footer and home page show the app only then). */
export const APP_PUBLISHED = Boolean(APP_LINKS.appStore || APP_LINKS.googlePlay);
