import type { ContactMessage, ContactStatus } from '@bedesten/core/schemas/contact';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLocation } from 'react-router';
import { Link } from '~/components/link.tsx';
import { formatDate } from '@bedesten/core/i18n/dates';
import { useLanguage } from '~/lib/root-data.ts';
import { PillTabs } from '~/components/pill-tabs.tsx';

export const INBOX_TABS = ['new', 'read', 'answered'] as const satisfies readonly ContactStatus[];

/** New / Read / Answered as links (a filter that works before the page is interactive), with the unread count. */
export function InboxTabs({ current, newCount }: { current: ContactStatus; newCount: number }) {
  const { t } = useTranslation('contact');
  const { pathname } = useLocation();
  return (
    <PillTabs
      label={t('inbox.tabsLabel')}
      className="contact-inbox__tabs"
      tabs={INBOX_TABS.map((status) => ({
        key: status,
        to: status === 'new' ? pathname : `${pathname}?status=${status}`,
        current: status === current,
        label: (
          <>
            {t(`inbox.tabs.${status}`)}
            {status === 'new' && newCount > 0 ? (
              <>
                <span className="contact-inbox__count" aria-hidden="true">
                  {newCount}
                </span>
                <span className="visually-hidden">({t('inbox.newCount', { count: newCount })})</span>
              </>
            ) : null}
          </>
        ),
      }))}
    />
  );
}

export function ContactStatusTag({ status }: { status: ContactStatus }) {
  const { t } = useTranslation('contact');
  const tone = status === 'answered' ? 'tag--success' : status === 'new' ? 'tag--accent' : '';
  return <span className={`tag ${tone}`}>{t(`inbox.status.${status}`)}</span>;
}

/** The messages of one tab: a table on wide screens, one card per message on phones (admin-table). */
export function InboxTable({ messages }: { messages: ContactMessage[] }) {
  const { t } = useTranslation('contact');
  const lang = useLanguage();
  return (
    <table className="admin-table contact-inbox__table">
      <caption className="visually-hidden">{t('inbox.listHeading')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('inbox.subject')}</th>
          <th scope="col">{t('inbox.from')}</th>
          <th scope="col">{t('inbox.received')}</th>
          <th scope="col">{t('inbox.state')}</th>
        </tr>
      </thead>
      <tbody>
        {messages.map((item) => (
          <tr key={item.id} className={item.status === 'new' ? 'contact-inbox__row--new' : undefined}>
            <th scope="row">
              <Link
                to={`/admin/contact-messages/${item.id}`}
                aria-label={t('inbox.open', { name: item.name, subject: item.subject })}
              >
                {item.subject}
              </Link>
              <span className="contact-inbox__excerpt">{item.message}</span>
            </th>
            <td data-label={t('inbox.from')}>
              {item.name}
              <span className="contact-inbox__email">{item.email}</span>
            </td>
            <td data-label={t('inbox.received')}>{formatDate(item.created_at, lang, 'dateTime')}</td>
            <td data-label={t('inbox.state')}>
              <ContactStatusTag status={item.status} />
              {item.reply_count > 0 ? (
                <span className="contact-inbox__replies">{t('inbox.replies', { count: item.reply_count })}</span>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
