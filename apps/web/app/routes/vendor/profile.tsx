import type { VendorProfile } from '@bedesten/core/schemas/profile';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { Link } from '~/components/link.tsx';
import { PageHeader } from '~/components/page-header.tsx';
import { accountApi } from '~/features/account/api.ts';
import { AvatarUpload } from '~/features/account/components/avatar-upload.tsx';
import { VendorProfileForm } from '~/features/account/components/vendor-profile-form.tsx';
import { PushToggle } from '~/features/push/components/push-toggle.tsx';
import { serverApiGet } from '~/lib/api.server.ts';
import { resolveLanguage } from '~/lib/language.ts';
import { pageMeta } from '~/lib/meta.ts';
import { requireAccess } from '~/lib/session.server.ts';
import { useSessionActions } from '~/lib/use-session.ts';

/** `/vendor/profile`: the partner's details from sign-up, their picture, and where their store stands. */
export async function loader(args: LoaderFunctionArgs) {
  await requireAccess(args, 'vendor');
  const { lang } = resolveLanguage(args.request);
  const result = await serverApiGet<{ data: VendorProfile }>(args.request, 'profile', undefined, { lang });
  if (!result.ok) throw new Response(null, { status: result.status === 403 ? 403 : 500 });
  return { profile: result.data.data };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'vendor-profile');

export default function VendorProfilePage() {
  const { t } = useTranslation('panel');
  const { profile } = useLoaderData<typeof loader>();
  const session = useSessionActions();
  return (
    <div className="page page--panel">
      <PageHeader title={t('vendor-profile.title')} intro={t('vendor-profile.intro')} />
      <div className="stack-lg narrow">
        <section className="card" aria-labelledby="store-status-title">
          <h2 id="store-status-title">{t('auth:vendorProfile.storeTitle')}</h2>
          {profile.store ? (
            <p>
              <strong>{profile.store.title}</strong>{' '}
              <span className={profile.store.is_approved ? 'tag tag--success' : 'tag'}>
                {profile.store.is_approved ? t('auth:vendorProfile.approved') : t('auth:vendorProfile.pending')}
              </span>
            </p>
          ) : (
            <>
              <p>{t('auth:vendorProfile.noStore')}</p>
              <p>
                <Link to="/vendor/setup-store" className="button button--primary">
                  {t('vendor-setup-store.title')}
                </Link>
              </p>
            </>
          )}
          <p className="muted">
            {t('auth:vendorProfile.mobile')}: {profile.country_code} {profile.mobile}
          </p>
        </section>
        <section className="card" aria-labelledby="vendor-push-title">
          <h2 id="vendor-push-title">{t('push:title')}</h2>
          <p className="muted">{t('push:vendorHint')}</p>
          <PushToggle />
        </section>
        <section className="card" aria-labelledby="vendor-picture-title">
          <h2 id="vendor-picture-title">{t('account:picture.title')}</h2>
          <AvatarUpload
            name={profile.name}
            imageUrl={profile.image_url}
            save={async (imageUrl) => {
              const result = await accountApi.updateVendorProfile({ image_url: imageUrl });
              if (result.ok) await session.refresh();
              return result;
            }}
          />
        </section>
        <section className="card" aria-labelledby="vendor-details-title">
          <h2 id="vendor-details-title">{t('auth:vendorProfile.detailsTitle')}</h2>
          <VendorProfileForm profile={profile} onSaved={session.refresh} />
        </section>
      </div>
    </div>
  );
}
