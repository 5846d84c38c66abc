import { data, type MetaFunction } from 'react-router';
import { ErrorContent, NotFound } from '~/components/error-page.tsx';
import { errorMeta } from '~/lib/meta.ts';

/**
 * The catch-all route (`*`) inside the customer layout: any unknown URL,
 * including the unregistered template leftovers of SPEC.md §2, answers a real
 * 404 with the translated page, keeping the header and footer.
 */
export function loader(): never {
  throw data(null, { status: 404 });
}

export const meta: MetaFunction = ({ matches }) => errorMeta(matches, 404);

export default function NotFoundRoute() {
  return <NotFound />;
}

export function ErrorBoundary({ error }: { error: unknown }) {
  return <ErrorContent error={error} />;
}
