import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { PartnerAlertSettings } from '~/features/account/components/partner-alert-settings.tsx';
import { loadAccountSettings } from '~/features/account/load-settings.server.ts';
import { PushToggle } from '~/features/push/components/push-toggle.tsx';
import { requireDriverPanel } from '~/features/driver/load.server.ts';
import { pageMeta } from '~/lib/meta.ts';

/** `/driver/notification-settings`: how the driver hears of their approval and of ride offers. */
export async function loader(args: LoaderFunctionArgs) {
  await requireDriverPanel(args);
  return { settings: await loadAccountSettings(args.request) };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'driver-notification-settings');

export default function DriverNotificationSettingsPage() {
  const { settings } = useLoaderData<typeof loader>();
  return <PartnerAlertSettings kind="driver" settings={settings} push={<PushToggle />} />;
}
