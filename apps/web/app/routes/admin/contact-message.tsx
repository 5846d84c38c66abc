import type { ContactMessageDetail } from '@bedesten/core/schemas/contact';
import { message } from '~/lib/messages.ts';
import { useEffect, useRef } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import {
  data,
  Form,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import { Link } from '~/components/link.tsx';
import { PageHeader } from '~/components/page-header.tsx';
import { formatDate } from '@bedesten/core/i18n/dates';
import { ContactStatusTag } from '~/features/contact/components/contact-inbox.tsx';
import { serverApiGet, serverApiPost } from '~/lib/api.server.ts';
import { resolveLanguage } from '~/lib/language.ts';
import { pageMeta } from '~/lib/meta.ts';
import { useLanguage } from '~/lib/root-data.ts';
import { requireAccess } from '~/lib/session.server.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `/admin/contact-messages/:id`: one message (opening it marks it read), its answers and the answer form. */
export async function loader(args: LoaderFunctionArgs) {
  await requireAccess(args, 'staff');
  const id = args.params.id ?? '';
  if (!UUID.test(id)) throw data(null, { status: 404 });
  const { lang } = resolveLanguage(args.request);
  const result = await serverApiGet<{ data: ContactMessageDetail }>(
    args.request,
    `admin/contact-messages/${id}`,
    {},
    { lang },
  );
  if (result.ok) return { item: result.data.data };
  throw data(null, { status: result.status === 404 ? 404 : result.status === 403 ? 403 : 502 });
}

type Answer = { ok: boolean; notice: string | null; error: string | null; intent: string };

/** `intent=reply` e-mails an answer; `intent=mark` with `status=new|read` marks the message. */
export async function action(args: ActionFunctionArgs) {
  await requireAccess(args, 'staff');
  const id = args.params.id ?? '';
  if (!UUID.test(id)) throw data(null, { status: 404 });
  const { lang } = resolveLanguage(args.request);
  const form = await args.request.formData();
  const intent = String(form.get('intent') ?? '');
  const result =
    intent === 'reply'
      ? await serverApiPost<{ message: string }>(
          args.request,
          `admin/contact-messages/${id}/reply`,
          { body: String(form.get('body') ?? '') },
          { lang },
        )
      : await serverApiPost<{ message: string }>(
          args.request,
          `admin/contact-messages/${id}/status`,
          { status: form.get('status') === 'new' ? 'new' : 'read' },
          { lang },
        );
  // Opening the page marks a message read, so one just marked unread goes back to the inbox's new messages.
  if (result.ok && intent !== 'reply' && form.get('status') === 'new') throw redirect('/admin/contact-messages');
  if (result.ok) return { ok: true, notice: result.data.message, error: null, intent } satisfies Answer;
  const fieldError = result.error?.errors as Record<string, unknown> | undefined;
  const bodyError = Array.isArray(fieldError?.body) ? fieldError.body.map(String).join(' ') : null;
  const error = bodyError ?? result.error?.error ?? message('internal_error', lang);
  return data<Answer>({ ok: false, notice: null, error, intent }, { status: result.status || 502 });
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'admin-contact-message');

export default function AdminContactMessage() {
  const { t } = useTranslation('contact');
  const lang = useLanguage();
  const { item } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const replyRef = useRef<HTMLFormElement>(null);
  const senderLanguage = t(`message.languages.${item.language === 'tr' ? 'tr' : 'en'}`);

  useEffect(() => {
    if (answer?.ok && answer.intent === 'reply') replyRef.current?.reset();
  }, [answer]);

  return (
    <div className="page page--panel admin-page contact-message">
      <p className="contact-message__back">
        <Link to="/admin/contact-messages" className="text-link">
          {t('message.back')}
        </Link>
      </p>
      <PageHeader title={item.subject} intro={t('panel:admin-contact-message.intro')} />
      {answer?.notice ? (
        <p className="alert alert--success" role="status">
          {answer.notice}
        </p>
      ) : null}
      {answer?.error && answer.intent !== 'reply' ? (
        <p className="alert alert--error" role="alert">
          {answer.error}
        </p>
      ) : null}

      <div className="contact-message__layout">
        <section className="card contact-message__card" aria-labelledby="contact-message-heading">
          <div className="contact-message__head">
            <h2 id="contact-message-heading">{t('message.messageHeading')}</h2>
            <ContactStatusTag status={item.status} />
          </div>
          <dl className="admin-facts contact-message__facts">
            <div>
              <dt>{t('message.sender')}</dt>
              <dd>
                {item.name}{' '}
                <span className="contact-message__muted">
                  ({item.user_id ? t('message.account') : t('message.guest')})
                </span>
              </dd>
            </div>
            <div>
              <dt>{t('message.email')}</dt>
              <dd>
                <a href={`mailto:${item.email}`}>{item.email}</a>
              </dd>
            </div>
            <div>
              <dt>{t('message.mobile')}</dt>
              <dd>
                {item.mobile ? (
                  <a href={`tel:${item.mobile.replace(/[^\d+]/g, '')}`}>{item.mobile}</a>
                ) : (
                  t('message.noMobile')
                )}
              </dd>
            </div>
            <div>
              <dt>{t('message.language')}</dt>
              <dd>{senderLanguage}</dd>
            </div>
          </dl>
          <p className="contact-message__muted">
            {t('message.received', { date: formatDate(item.created_at, lang, 'dateTime') })}
            {item.read_at && item.read_by_name
              ? ` · ${t('message.readBy', { name: item.read_by_name, date: formatDate(item.read_at, lang, 'dateTime') })}`
              : null}
          </p>
          <p className="contact-message__text">{item.message}</p>
          <Form method="post" className="contact-message__actions" aria-label={t('message.actions')}>
            <input type="hidden" name="intent" value="mark" />
            {item.status === 'new' ? (
              <button type="submit" name="status" value="read" className="button button--secondary" disabled={busy}>
                {t('message.markRead')}
              </button>
            ) : (
              <button type="submit" name="status" value="new" className="button button--secondary" disabled={busy}>
                {t('message.markUnread')}
              </button>
            )}
          </Form>
        </section>

        <section className="card contact-message__card" aria-labelledby="contact-replies-heading">
          <h2 id="contact-replies-heading">{t('message.repliesHeading')}</h2>
          {item.replies.length === 0 ? (
            <p className="contact-message__muted">{t('message.noReplies')}</p>
          ) : (
            <ol className="contact-message__replies">
              {item.replies.map((reply) => (
                <li key={reply.id} className="contact-message__reply">
                  <p className="contact-message__muted">
                    {t('message.repliedBy', {
                      name: reply.staff_name ?? t('message.someone'),
                      date: formatDate(reply.created_at, lang, 'dateTime'),
                    })}
                  </p>
                  <p className="contact-message__text">{reply.body}</p>
                </li>
              ))}
            </ol>
          )}

          <h3 id="contact-reply-heading">{t('message.replyHeading')}</h3>
          <Form method="post" className="form" ref={replyRef} aria-labelledby="contact-reply-heading" noValidate>
            <input type="hidden" name="intent" value="reply" />
            <div className="field">
              <label htmlFor="contact-reply-body">{t('message.replyLabel')}</label>
              <textarea
                id="contact-reply-body"
                name="body"
                rows={6}
                required
                aria-invalid={answer?.intent === 'reply' && answer.error ? true : undefined}
                aria-describedby={
                  answer?.intent === 'reply' && answer.error
                    ? 'contact-reply-hint contact-reply-error'
                    : 'contact-reply-hint'
                }
              />
              <p id="contact-reply-hint" className="field__hint">
                {t('message.replyHint', { email: item.email, language: senderLanguage })}
              </p>
              {answer?.intent === 'reply' && answer.error ? (
                <p id="contact-reply-error" className="field__error">
                  {answer.error}
                </p>
              ) : null}
            </div>
            <button type="submit" className="button button--primary" disabled={busy}>
              {t('message.sendReply')}
            </button>
          </Form>
        </section>
      </div>
    </div>
  );
}
