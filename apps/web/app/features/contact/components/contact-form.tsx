import { useEffect, useRef } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { Form, useNavigation } from 'react-router';
import { CONTACT_SUBJECTS, type ContactField, type ContactFieldErrors, type ContactValues } from '../contact-form.ts';

export interface ContactFormAnswer {
  sent: boolean;
  errors: ContactFieldErrors;
  values: ContactValues | null;
  formError: string | null;
}

/**
 * The contact form: name, e-mail, an optional mobile number, a subject and
 * the message. A plain form post (works before the page is interactive);
 * each error sits under its field and the first wrong field takes the focus.
 */
export function ContactForm({ answer }: { answer: ContactFormAnswer | null }) {
  const { t } = useTranslation('contact');
  const submitting = useNavigation().state === 'submitting';
  const errors = answer?.errors ?? {};
  const values = answer?.values ?? null;
  const formRef = useRef<HTMLFormElement>(null);
  const sent = answer?.sent === true;

  useEffect(() => {
    const first = Object.keys(answer?.errors ?? {})[0];
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    if (answer?.sent) formRef.current?.reset();
  }, [answer]);

  return (
    <section className="card form-card contact-form" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{t('form.heading')}</h2>
      {sent ? (
        <div className="alert alert--success" role="status">
          <p>{t('form.sent')}</p>
          <p>{t('form.sentCopy')}</p>
        </div>
      ) : null}
      {answer?.formError ? (
        <p className="alert alert--error" role="alert">
          {answer.formError}
        </p>
      ) : null}
      {/* A key per answer: after a send, the fields start empty again. */}
      <Form method="post" noValidate className="form" ref={formRef} key={sent ? 'sent' : 'form'}>
        <TextField
          name="name"
          label={t('form.name')}
          autoComplete="name"
          required
          error={errors.name}
          value={values?.name}
        />
        <TextField
          name="email"
          type="email"
          label={t('form.email')}
          autoComplete="email"
          required
          error={errors.email}
          value={values?.email}
        />
        <TextField
          name="mobile"
          type="tel"
          label={t('form.mobile')}
          autoComplete="tel"
          hint={t('form.mobileHint')}
          error={errors.mobile}
          value={values?.mobile}
        />
        <div className="field">
          <label htmlFor="contact-subject">{t('form.subject')}</label>
          <select
            id="contact-subject"
            name="subject"
            defaultValue={values?.subject ?? 'order'}
            aria-invalid={errors.subject ? true : undefined}
            aria-describedby={errors.subject ? 'contact-subject-error' : undefined}
          >
            {CONTACT_SUBJECTS.map((subject) => (
              <option key={subject} value={subject}>
                {t(`form.subjects.${subject}`)}
              </option>
            ))}
          </select>
          {errors.subject ? (
            <p id="contact-subject-error" className="field__error">
              {errors.subject}
            </p>
          ) : null}
        </div>
        <div className="field">
          <label htmlFor="contact-message">{t('form.message')}</label>
          <textarea
            id="contact-message"
            name="message"
            rows={6}
            required
            defaultValue={values?.message}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={errors.message ? 'contact-message-hint contact-message-error' : 'contact-message-hint'}
          />
          <p id="contact-message-hint" className="field__hint">
            {t('form.messageHint')}
          </p>
          {errors.message ? (
            <p id="contact-message-error" className="field__error">
              {errors.message}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button button--primary" disabled={submitting}>
          {submitting ? t('form.sending') : t('form.send')}
        </button>
      </Form>
    </section>
  );
}

function TextField(props: {
  name: ContactField;
  label: string;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  hint?: string;
  error?: string | undefined;
  value?: string | undefined;
}) {
  const id = `contact-${props.name}`;
  const described = [props.hint ? `${id}-hint` : null, props.error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        name={props.name}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        defaultValue={props.value}
        required={props.required}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={described || undefined}
      />
      {props.hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p id={`${id}-error`} className="field__error">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
