/**
 * @deprecated Product cards and the visibility rule moved to the `listing`
 * module, which catalogue, search and stores share. Only the cart still
 * imports them from here; this file goes once it imports `../listing/…`.
 */
export { localName } from '../listing/local-name.ts';
export { VISIBLE_PRODUCT } from '../listing/visibility.ts';
