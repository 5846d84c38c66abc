import type { ReactNode } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { data } from 'react-router';
import { Link } from '~/components/link.tsx';
import { ChatIcon, ClockIcon, ToolsIcon } from '~/components/icons.tsx';
import { PageHeader } from '~/components/page-header.tsx';
import { ContactForm } from '~/features/contact/components/contact-form.tsx';
import {
  contactValuesOf,
  fieldErrorsOfAnswer,
  validateContact,
  type ContactFieldErrors,
  type ContactValues,
} from '~/features/contact/contact-form.ts';
import { message } from '~/lib/messages.ts';
import { serverApiPost } from '~/lib/api.server.ts';
import { translator } from '~/lib/i18n.ts';
import { resolveLanguage } from '~/lib/language.ts';
import { pageMeta } from '~/lib/meta.ts';
import type { Route } from './+types/contact-us';

/** `/contact-us` is the canonical address; `/contact` (SPEC.md §2 lists both) shows the same form. */
export const CANONICAL_CONTACT_PATH = '/contact-us';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  location.pathname.replace(/\/+$/, '') === '/contact'
    ? pageMeta(matches, 'contact', { path: CANONICAL_CONTACT_PATH })
    : pageMeta(matches, 'contact-us');

type ActionAnswer = {
  sent: boolean;
  errors: ContactFieldErrors;
  values: ContactValues | null;
  formError: string | null;
};

/** Checks here with the API's schema (works without JavaScript), then hands the message to `POST /api/contact-us`. */
export async function action({ request }: Route.ActionArgs) {
  const { lang } = resolveLanguage(request);
  const values = contactValuesOf(await request.formData());
  const subjectText = translator(lang)(`contact:form.subjects.${values.subject}`);
  const checked = validateContact(values, subjectText, lang);
  if (!checked.body) {
    return data<ActionAnswer>({ sent: false, errors: checked.errors, values, formError: null }, { status: 400 });
  }
  const result = await serverApiPost(request, 'contact-us', checked.body, { lang });
  if (result.ok) return { sent: true, errors: {}, values: null, formError: null } satisfies ActionAnswer;
  const errors = result.status === 400 ? fieldErrorsOfAnswer(result.error?.errors) : {};
  const formError =
    Object.keys(errors).length > 0
      ? null
      : (result.error?.error ?? result.error?.message ?? message('internal_error', lang));
  return data<ActionAnswer>(
    { sent: false, errors, values, formError },
    { status: result.status === 0 ? 502 : result.status },
  );
}

export default function ContactUs({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation('contact');
  return (
    <div className="page container">
      <PageHeader title={t('pages:contact-us.title')} intro={t('pages:contact-us.intro')} />
      <div className="contact-grid">
        <ContactForm answer={actionData ?? null} />
        <aside className="stack" aria-labelledby="contact-other-title">
          <h2 id="contact-other-title">{t('aside.otherWays')}</h2>
          <InfoCard icon={<ChatIcon />} title={t('aside.customerTitle')} text={t('aside.customerText')} />
          <InfoCard icon={<ClockIcon />} title={t('aside.partnerTitle')} text={t('aside.partnerText')} />
          <InfoCard icon={<ToolsIcon />} title={t('aside.faqTitle')} text={t('aside.faqText')}>
            <Link to="/help" className="text-link">
              {t('pages:help.title')}
            </Link>
          </InfoCard>
        </aside>
      </div>
    </div>
  );
}

function InfoCard(props: { icon: ReactNode; title: string; text: string; children?: ReactNode }) {
  return (
    <div className="card info-card">
      <span className="info-card__icon">{props.icon}</span>
      <div>
        <h3>{props.title}</h3>
        <p>{props.text}</p>
        {props.children}
      </div>
    </div>
  );
}
