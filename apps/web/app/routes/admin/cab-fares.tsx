import { hasStaffRole } from '@bedesten/core/auth/roles';
import type { AirportFare, VehicleType } from '@bedesten/core/schemas/cabs';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { PageHeader } from '~/components/page-header.tsx';
import { AirportFaresForm } from '~/features/admin/components/airport-fares-form.tsx';
import { VehicleTypesForm } from '~/features/admin/components/vehicle-types-form.tsx';
import { serverApiGet } from '~/lib/api.server.ts';
import { resolveLanguage } from '~/lib/language.ts';
import { pageMeta } from '~/lib/meta.ts';
import { useSessionUser } from '~/lib/root-data.ts';
import { requireAccess } from '~/lib/session.server.ts';

/** `/admin/cab-fares`: the vehicle types with their rates, and the fixed airport fares. */
export async function loader(args: LoaderFunctionArgs) {
  await requireAccess(args, 'staff');
  const { lang } = resolveLanguage(args.request);
  const [types, fares] = await Promise.all([
    serverApiGet<{ data: VehicleType[] }>(args.request, 'admin/cab-vehicle-types', {}, { lang }),
    serverApiGet<{ data: AirportFare[]; currency: string }>(args.request, 'admin/cab-airport-fares', {}, { lang }),
  ]);
  if (!types.ok || !fares.ok) {
    const forbidden = (!types.ok && types.status === 403) || (!fares.ok && fares.status === 403);
    throw new Response(null, { status: forbidden ? 403 : 500 });
  }
  return { types: types.data.data, fares: fares.data.data };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'admin-cab-fares');

export default function AdminCabFares() {
  const { t } = useTranslation('admin');
  const { types, fares } = useLoaderData<typeof loader>();
  const user = useSessionUser();
  // The API saves tariffs for managers and above only (403 below): others read them.
  const editable = hasStaffRole(user?.staff_role, 'manager');
  return (
    <div className="page page--panel admin-page cab-fares">
      <PageHeader title={t('panel:admin-cab-fares.title')} intro={t('panel:admin-cab-fares.intro')} />
      {editable ? null : (
        <p className="notice" role="note">
          {t('cabFares.readOnly')}
        </p>
      )}
      <VehicleTypesForm types={types} editable={editable} />
      {/* The fares table's columns are the saved types: a saved new type brings its column. */}
      <AirportFaresForm key={types.map((type) => type.code).join()} fares={fares} types={types} editable={editable} />
    </div>
  );
}
