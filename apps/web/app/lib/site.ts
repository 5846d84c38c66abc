/**
 * Store listings of the mobile app (SPEC.md §1 mentions one). Null until the
 * app is published: the badges then say "Coming soon" instead of linking.
 */
export const APP_LINKS: { appStore: string | null; googlePlay: string | null } = {
  appStore: null,
  googlePlay: null,
};
