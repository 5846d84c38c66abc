// Placeholder until this page's feature lands: the generic page.
export { default, meta } from './page.tsx';
