import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { PartnerAlertSettings } from '~/features/account/components/partner-alert-settings.tsx';
import { loadAccountSettings } from '~/features/account/load-settings.server.ts';
import { PushToggle } from '~/features/push/components/push-toggle.tsx';
import { pageMeta } from '~/lib/meta.ts';
import { requireAccess } from '~/lib/session.server.ts';

/** `/vendor/notification-settings`: how the vendor hears of approvals, new orders, matching requests and messages. */
export async function loader(args: LoaderFunctionArgs) {
  await requireAccess(args, 'vendor');
  return { settings: await loadAccountSettings(args.request) };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'vendor-notification-settings');

export default function VendorNotificationSettingsPage() {
  const { settings } = useLoaderData<typeof loader>();
  return <PartnerAlertSettings kind="vendor" settings={settings} push={<PushToggle />} />;
}
