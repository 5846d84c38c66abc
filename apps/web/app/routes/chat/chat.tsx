import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { PageHeader } from '~/components/page-header.tsx';
import { ChatScreen } from '~/features/chat/components/chat-screen.tsx';
import { loadChatPage } from '~/features/chat/load.server.ts';
import { pageMeta } from '~/lib/meta.ts';

/** `/chat?c=<id>`: the customer's conversations with stores. */
export async function loader(args: LoaderFunctionArgs) {
  return loadChatPage(args, 'customer');
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'chat');

export default function ChatPage() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  return (
    <div className="page container chat-page">
      <PageHeader title={t('pages:chat.title')} intro={t('pages:chat.intro')} />
      <ChatScreen data={data} />
    </div>
  );
}
