import { hasStaffRole } from '@bedesten/core/auth/roles';
import type { VehicleType } from '@bedesten/core/schemas/cabs';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { PageHeader } from '~/components/page-header.tsx';
import { Pager } from '~/components/pager.tsx';
import type { AdminDriver } from '~/features/admin/api.ts';
import { DriverList } from '~/features/admin/components/driver-list.tsx';
import { EmptyState, StatusTabs } from '~/features/admin/components/status-tabs.tsx';
import { loadStaffList } from '~/features/admin/loaders.server.ts';
import { pageParam, STATUSES, statusParam } from '~/features/admin/query.ts';
import { serverApiGet } from '~/lib/api.server.ts';
import { resolveLanguage } from '~/lib/language.ts';
import { pageMeta } from '~/lib/meta.ts';
import { useSessionUser } from '~/lib/root-data.ts';

/** `/admin/drivers`: driver profiles by approval state (the waiting queue first, oldest first), ten a page. */
export async function loader(args: LoaderFunctionArgs) {
  const params = new URL(args.request.url).searchParams;
  const status = statusParam(params);
  const drivers = await loadStaffList<AdminDriver>(args, 'admin/drivers', { status, page: pageParam(params) });
  const { lang } = resolveLanguage(args.request);
  const types = await serverApiGet<{ data: VehicleType[] }>(args.request, 'admin/cab-vehicle-types', {}, { lang });
  const vehicleNames = types.ok
    ? Object.fromEntries(types.data.data.map((type) => [type.code, lang === 'tr' ? type.name_tr : type.name_en]))
    : {};
  return { status, drivers, vehicleNames };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'admin-drivers');

export default function AdminDrivers() {
  const { t } = useTranslation('admin');
  const { status, drivers, vehicleNames } = useLoaderData<typeof loader>();
  const user = useSessionUser();
  // The API lets only admins delete a driver (403 below that): nobody else is offered the button.
  const canDelete = hasStaffRole(user?.staff_role, 'admin');
  return (
    <div className="page page--panel admin-page">
      <PageHeader title={t('panel:admin-drivers.title')} intro={t('panel:admin-drivers.intro')} />
      <StatusTabs statuses={STATUSES} current={status} />
      {drivers.data.length === 0 ? (
        <EmptyState text={t('messages:no_records_found')} />
      ) : (
        <DriverList key={status} drivers={drivers.data} vehicleNames={vehicleNames} canDelete={canDelete} />
      )}
      <Pager current={drivers.current_page} last={drivers.last_page} total={drivers.total} />
    </div>
  );
}
