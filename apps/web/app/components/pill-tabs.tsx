import type { ReactNode } from 'react';
import { Link } from '~/components/link.tsx';

export interface PillTab {
  /** Unique within the row; also written as `data-tab` so a test can find a tab whatever its language. */
  key: string;
  to: string;
  label: ReactNode;
  current: boolean;
}

/**
 * A row of filters as links (`?status=…`), the one shown marked `aria-current="page"`: it filters before the
 * page is interactive and each state has its own address.
 */
export function PillTabs({
  label,
  tabs,
  className,
  preventScrollReset,
}: {
  /** What the row filters, for screen readers (the nav's name). */
  label: string;
  tabs: readonly PillTab[];
  className?: string;
  preventScrollReset?: boolean;
}) {
  return (
    <nav className={className ? `pill-tabs ${className}` : 'pill-tabs'} aria-label={label}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link
              to={tab.to}
              className="pill-tabs__tab"
              aria-current={tab.current ? 'page' : undefined}
              data-tab={tab.key}
              preventScrollReset={preventScrollReset}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
