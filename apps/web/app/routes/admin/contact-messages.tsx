import type { ContactMessageList, ContactStatus } from '@bedesten/core/schemas/contact';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { PageHeader } from '~/components/page-header.tsx';
import { Pager } from '~/components/pager.tsx';
import { EmptyState } from '~/features/admin/components/status-tabs.tsx';
import { pageParam } from '~/features/admin/query.ts';
import { InboxTable, InboxTabs, INBOX_TABS } from '~/features/contact/components/contact-inbox.tsx';
import { serverApiGet } from '~/lib/api.server.ts';
import { resolveLanguage } from '~/lib/language.ts';
import { pageMeta } from '~/lib/meta.ts';
import { requireAccess } from '~/lib/session.server.ts';

/** `/admin/contact-messages?status=new|read|answered&page=`: the contact form's messages, newest first. */
export async function loader(args: LoaderFunctionArgs) {
  await requireAccess(args, 'staff');
  const params = new URL(args.request.url).searchParams;
  const value = params.get('status');
  const status: ContactStatus = (INBOX_TABS as readonly string[]).includes(value ?? '')
    ? (value as ContactStatus)
    : 'new';
  const { lang } = resolveLanguage(args.request);
  const result = await serverApiGet<ContactMessageList>(
    args.request,
    'admin/contact-messages',
    { status, page: pageParam(params) },
    { lang },
  );
  if (!result.ok) throw new Response(null, { status: result.status === 403 ? 403 : 502 });
  return { status, list: result.data };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'admin-contact-messages');

export default function AdminContactMessages() {
  const { t } = useTranslation('contact');
  const { status, list } = useLoaderData<typeof loader>();
  return (
    <div className="page page--panel admin-page contact-inbox">
      <PageHeader title={t('panel:admin-contact-messages.title')} intro={t('panel:admin-contact-messages.intro')} />
      <InboxTabs current={status} newCount={list.new_count} />
      <section aria-labelledby="contact-inbox-list">
        <h2 id="contact-inbox-list" className="visually-hidden">
          {t(`inbox.tabs.${status}`)}
        </h2>
        {list.data.length === 0 ? (
          <EmptyState text={t('messages:no_records_found')} />
        ) : (
          <InboxTable messages={list.data} />
        )}
        <Pager current={list.current_page} last={list.last_page} total={list.total} />
      </section>
    </div>
  );
}
