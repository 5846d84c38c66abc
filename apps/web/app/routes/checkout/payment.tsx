// Placeholder until this page's feature lands: the guarded generic page.
export { default, loader, meta } from '../guarded-page.tsx';
