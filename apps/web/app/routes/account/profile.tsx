import { useTranslation } from '~/lib/i18n-react.tsx';
import { type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { Link } from '~/components/link.tsx';
import { PageHeader } from '~/components/page-header.tsx';
import { accountApi } from '~/features/account/api.ts';
import { AccountNav } from '~/features/account/components/account-nav.tsx';
import { AvatarUpload } from '~/features/account/components/avatar-upload.tsx';
import { ProfileForm } from '~/features/account/components/profile-form.tsx';
import { pageMeta } from '~/lib/meta.ts';
import { useSessionUser } from '~/lib/root-data.ts';
import { requireUser } from '~/lib/session.server.ts';
import { useSessionActions } from '~/lib/use-session.ts';

/** `/profile`: the person's details and picture, and the way to the rest of their account. */
export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  return null;
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'profile');

export default function ProfilePage() {
  const { t } = useTranslation('account');
  const user = useSessionUser();
  const session = useSessionActions();
  if (!user) return null;
  return (
    <div className="page container">
      <PageHeader title={t('pages:profile.title')} intro={t('pages:profile.intro')} />
      <div className="account-layout">
        <AccountNav />
        <div className="stack-lg">
          <section className="card" aria-labelledby="picture-title">
            <h2 id="picture-title">{t('picture.title')}</h2>
            <AvatarUpload
              name={user.name}
              imageUrl={user.image_url}
              save={async (imageUrl) => {
                const result = await accountApi.updateProfile({ image_url: imageUrl });
                if (result.ok) await session.refresh();
                return result;
              }}
            />
          </section>
          <section className="card" aria-labelledby="details-title">
            <h2 id="details-title">{t('profile.details')}</h2>
            <ProfileForm key={`${user.id}:${user.name}:${user.email}:${user.mobile}`} user={user} />
          </section>
          <p className="muted">
            {t('profile.settingsHint')} <Link to="/profile/account-settings">{t('pages:account-settings.title')}</Link>
          </p>
        </div>
      </div>
    </div>
  );
}
