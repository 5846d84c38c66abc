import type { Language } from '@bedesten/core/i18n/languages';
import { message } from '@bedesten/core/messages/catalogue';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { data, Form, Link, useNavigation } from 'react-router';
import { ChatIcon, ClockIcon, ToolsIcon } from '~/components/icons.tsx';
import { PageHeader } from '~/components/page-header.tsx';
import { badRequestMessage } from '~/lib/api-client.ts';
import { serverApiPost } from '~/lib/api.server.ts';
import { translator } from '~/lib/i18n.ts';
import { resolveLanguage } from '~/lib/language.ts';
import { pageMeta } from '~/lib/meta.ts';
import type { Route } from './+types/contact-us';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'contact-us');

const SUBJECTS = ['order', 'store', 'partner', 'other'] as const;
type Field = 'name' | 'email' | 'subject' | 'message';
type FieldErrors = Partial<Record<Field, string>>;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function validate(form: FormData, lang: Language): { values: Record<Field, string>; errors: FieldErrors } {
  const t = translator(lang);
  const value = (name: Field) => String(form.get(name) ?? '').trim();
  const values = { name: value('name'), email: value('email'), subject: value('subject'), message: value('message') };
  const errors: FieldErrors = {};
  if (!values.name) errors.name = message('required', lang, { label: t('content:contact.fieldName') });
  if (!values.email) errors.email = message('email_empty', lang);
  else if (!EMAIL.test(values.email)) errors.email = message('email_invalid', lang);
  if (!SUBJECTS.includes(values.subject as (typeof SUBJECTS)[number])) values.subject = 'other';
  if (!values.message) errors.message = message('required', lang, { label: t('content:contact.fieldMessage') });
  else if (values.message.length < 10) {
    errors.message = message('min_length', lang, { label: t('content:contact.fieldMessage'), n: 10 });
  }
  return { values, errors };
}

/** Validates here (works without JavaScript), then hands the message to the API's contact-us call. */
export async function action({ request }: Route.ActionArgs) {
  const { lang } = resolveLanguage(request);
  const { values, errors } = validate(await request.formData(), lang);
  if (Object.keys(errors).length > 0) return data({ sent: false, errors, values, formError: null }, { status: 400 });
  const result = await serverApiPost(request, 'contact-us', values, { lang });
  if (result.ok) return { sent: true, errors: {}, values: null, formError: null };
  const formError =
    result.status === 400
      ? badRequestMessage(result.error, lang)
      : (result.error?.error ?? message('internal_error', lang));
  return data({ sent: false, errors: {}, values, formError }, { status: result.status === 0 ? 502 : result.status });
}

export default function ContactUs({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation('content');
  const submitting = useNavigation().state === 'submitting';
  const errors: FieldErrors = actionData?.errors ?? {};
  const values = actionData?.values ?? null;

  return (
    <div className="page container">
      <PageHeader title={t('pages:contact-us.title')} intro={t('pages:contact-us.intro')} />
      <div className="contact-grid">
        <section className="card form-card" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">{t('contact.formHeading')}</h2>
          {actionData?.sent ? (
            <p className="alert alert--success" role="status">
              {t('contact.sent')}
            </p>
          ) : null}
          {actionData?.formError ? (
            <p className="alert alert--error" role="alert">
              {actionData.formError}
            </p>
          ) : null}
          <Form method="post" noValidate className="form">
            <TextField
              name="name"
              label={t('contact.name')}
              autoComplete="name"
              error={errors.name}
              value={values?.name}
            />
            <TextField
              name="email"
              type="email"
              label={t('contact.email')}
              autoComplete="email"
              error={errors.email}
              value={values?.email}
            />
            <div className="field">
              <label htmlFor="contact-subject">{t('contact.subject')}</label>
              <select id="contact-subject" name="subject" defaultValue={values?.subject ?? 'order'}>
                {SUBJECTS.map((subject) => (
                  <option key={subject} value={subject}>
                    {t(`contact.subjects.${subject}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="contact-message">{t('contact.message')}</label>
              <textarea
                id="contact-message"
                name="message"
                rows={6}
                required
                defaultValue={values?.message}
                aria-invalid={errors.message ? true : undefined}
                aria-describedby={
                  errors.message ? 'contact-message-hint contact-message-error' : 'contact-message-hint'
                }
              />
              <p id="contact-message-hint" className="field__hint">
                {t('contact.messageHint')}
              </p>
              {errors.message ? (
                <p id="contact-message-error" className="field__error">
                  {errors.message}
                </p>
              ) : null}
            </div>
            <button type="submit" className="button button--primary" disabled={submitting}>
              {t('contact.send')}
            </button>
          </Form>
        </section>
        <aside className="stack" aria-labelledby="contact-other-title">
          <h2 id="contact-other-title">{t('contact.otherWays')}</h2>
          <InfoCard icon={<ChatIcon />} title={t('contact.customerTitle')} text={t('contact.customerText')} />
          <InfoCard icon={<ClockIcon />} title={t('contact.partnerTitle')} text={t('contact.partnerText')} />
          <InfoCard icon={<ToolsIcon />} title={t('contact.faqTitle')} text={t('contact.faqText')}>
            <Link to="/help" className="text-link">
              {t('pages:help.title')}
            </Link>
          </InfoCard>
        </aside>
      </div>
    </div>
  );
}

function TextField(props: {
  name: Field;
  label: string;
  type?: string;
  autoComplete?: string;
  error?: string | undefined;
  value?: string | undefined;
}) {
  const id = `contact-${props.name}`;
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        name={props.name}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        defaultValue={props.value}
        required
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
      />
      {props.error ? (
        <p id={`${id}-error`} className="field__error">
          {props.error}
        </p>
      ) : null}
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
