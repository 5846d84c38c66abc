import type { ChatMessageList } from '@bedesten/core/schemas/chat';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { PageHeader } from '~/components/page-header.tsx';
import { Pager } from '~/components/pager.tsx';
import type { ChatReport } from '~/features/admin/api.ts';
import { ChatReportList } from '~/features/admin/components/chat-report-list.tsx';
import { ReportedChat } from '~/features/admin/components/reported-chat.tsx';
import { EmptyState } from '~/features/admin/components/status-tabs.tsx';
import { loadReportedChat, loadStaffList } from '~/features/admin/loaders.server.ts';
import { conversationParam, pageParam } from '~/features/admin/query.ts';
import { pageMeta } from '~/lib/meta.ts';

/**
 * `/admin/chat-reports`: reported conversations, newest report first, ten a
 * page; `?c=<id>` opens one read-only (only a reported one: anything else is
 * "No chat found").
 */
export async function loader(args: LoaderFunctionArgs) {
  const params = new URL(args.request.url).searchParams;
  const reports = await loadStaffList<ChatReport>(args, 'admin/chat-reports', { page: pageParam(params) });
  const id = conversationParam(params);
  const messages = id ? await loadReportedChat<ChatMessageList>(args, id) : null;
  const missing = params.has('c') && messages === null;
  return { reports, open: id && messages ? { id, messages } : null, missing };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'admin-chat-reports');

export default function AdminChatReports() {
  const { t } = useTranslation('admin');
  const { reports, open, missing } = useLoaderData<typeof loader>();
  const openReport = open ? (reports.data.find((report) => report.id === open.id) ?? null) : null;
  return (
    <div className="page page--panel admin-page">
      <PageHeader title={t('panel:admin-chat-reports.title')} intro={t('panel:admin-chat-reports.intro')} />
      <div className={`chat-reports${open ? ' has-detail' : ''}`}>
        {open ? (
          <div className="chat-reports__detail">
            <ReportedChat key={open.id} id={open.id} report={openReport} first={open.messages} />
          </div>
        ) : null}
        <section className="chat-reports__list" aria-labelledby="chat-reports-list">
          <h2 id="chat-reports-list" className="visually-hidden">
            {t('chatReports.list')}
          </h2>
          {missing && reports.data.length > 0 ? <EmptyState text={t('messages:no_chat_found')} /> : null}
          {reports.data.length === 0 ? (
            <EmptyState text={t('messages:no_chat_found')} />
          ) : (
            <ChatReportList reports={reports.data} openId={open?.id ?? null} />
          )}
          <Pager current={reports.current_page} last={reports.last_page} total={reports.total} drop={['c']} />
        </section>
      </div>
    </div>
  );
}
