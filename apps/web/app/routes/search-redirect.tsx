import { redirect, type LoaderFunctionArgs } from 'react-router';

/**
 * `/search?q=…` (and Turkish `/arama`): the search lives at /shopping. 301
 * there with the whole query kept, the language (`lang=tr`) included.
 */
export function loader({ url }: LoaderFunctionArgs): never {
  throw redirect(`/shopping${url.search}`, 301);
}

export default function SearchRedirect() {
  return null;
}
