import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { PageHeader } from '~/components/page-header.tsx';
import { ChatScreen } from '~/features/chat/components/chat-screen.tsx';
import { loadChatPage } from '~/features/chat/load.server.ts';
import { pageMeta } from '~/lib/meta.ts';

/** `/vendor/chat?c=<id>`: the store's conversations with customers. */
export async function loader(args: LoaderFunctionArgs) {
  return loadChatPage(args, 'vendor');
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'vendor-chat');

export default function VendorChatPage() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  return (
    <div className="page page--panel chat-page">
      <PageHeader title={t('panel:vendor-chat.title')} intro={t('panel:vendor-chat.intro')} />
      <ChatScreen data={data} />
    </div>
  );
}
