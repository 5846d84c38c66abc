import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLocation } from 'react-router';
import { PillTabs } from '~/components/pill-tabs.tsx';

/** Pending / approved / rejected as links: a filter that works before the page is interactive. */
export function StatusTabs<S extends string>({ statuses, current }: { statuses: readonly S[]; current: S }) {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  return (
    <PillTabs
      label={t('tabs.label')}
      tabs={statuses.map((status) => ({
        key: status,
        to: `${pathname}?status=${status}`,
        label: t(`status.${status}`),
        current: status === current,
      }))}
    />
  );
}

/** An item's state as a coloured tag. */
export function StatusTag({ status }: { status: string }) {
  const { t } = useTranslation('admin');
  const tone =
    status === 'approved' || status === 'active'
      ? 'tag--success'
      : status === 'rejected'
        ? 'tag--danger'
        : 'tag--accent';
  return <span className={`tag ${tone}`}>{t(`status.${status}`)}</span>;
}

/** The list is empty: the catalogue's own words ("No records found"). */
export function EmptyState({ text }: { text: string }) {
  return (
    <div className="notice admin-empty">
      <p>{text}</p>
    </div>
  );
}
