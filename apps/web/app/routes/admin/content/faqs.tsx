import { useState } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLoaderData, useRevalidator, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { Link } from '~/components/link.tsx';
import { PageHeader } from '~/components/page-header.tsx';
import { contentApi, type StaffFaq } from '~/features/content/api.ts';
import { moveItem } from '~/features/content/content.ts';
import { FaqForm, type FaqTopic } from '~/features/content/components/faq-form.tsx';
import { ReadOnlyNote } from '~/features/content/components/read-only-note.tsx';
import { staffContent } from '~/features/content/load.server.ts';
import { useCanEditContent } from '~/features/content/use-can-edit.ts';
import { pageMeta } from '~/lib/meta.ts';
import { notifySuccess } from '~/lib/notify.ts';
import { useApiErrorHandler } from '~/lib/use-api-error.ts';

/** `/admin/content/faqs`: every FAQ entry (hidden ones too), in the order visitors see them. */
export async function loader(args: LoaderFunctionArgs) {
  const list = await staffContent<{ data: StaffFaq[] }>(args, 'faqs');
  return { entries: list?.data ?? [] };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'admin-faqs');

function topicsOf(entries: readonly StaffFaq[]): FaqTopic[] {
  const seen = new Map<string, FaqTopic>();
  for (const entry of entries) {
    if (!seen.has(entry.topic))
      seen.set(entry.topic, { topic: entry.topic, topic_en: entry.topic_en, topic_tr: entry.topic_tr });
  }
  return [...seen.values()];
}

export default function AdminFaqs() {
  const { t, i18n } = useTranslation('cms');
  const { entries } = useLoaderData<typeof loader>();
  const editable = useCanEditContent();
  const revalidator = useRevalidator();
  const onError = useApiErrorHandler();
  /** The entry being edited, 'new' for the add form, or null. */
  const [editing, setEditing] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const topics = topicsOf(entries);
  const tr = i18n.language === 'tr';

  const done = () => {
    setEditing(null);
    void revalidator.revalidate();
  };

  async function move(index: number, delta: -1 | 1) {
    setBusy(true);
    const ids = moveItem(
      entries.map((entry) => entry.id),
      index,
      delta,
    );
    const result = await contentApi.reorderFaqs(ids);
    setBusy(false);
    if (!result.ok) onError(result);
    else {
      notifySuccess(t('faqs.reordered'));
      void revalidator.revalidate();
    }
  }

  async function remove(entry: StaffFaq) {
    if (!window.confirm(t('faqs.confirmDelete', { question: tr ? entry.question_tr : entry.question_en }))) return;
    const result = await contentApi.deleteFaq(entry.id);
    if (!result.ok) onError(result);
    else {
      notifySuccess(t('staff.deleted'));
      void revalidator.revalidate();
    }
  }

  return (
    <div className="page page--panel admin-page cms">
      <p className="cms-back">
        <Link to="/admin/content" className="text-link">
          {t('staff.backToContent')}
        </Link>
      </p>
      <PageHeader title={t('panel:admin-faqs.title')} intro={t('panel:admin-faqs.intro')}>
        <p>
          <Link to="/faqs" className="text-link">
            {t('staff.viewPage', { path: '/faqs' })}
          </Link>
        </p>
      </PageHeader>
      <ReadOnlyNote editable={editable} />
      {editable && editing !== 'new' ? (
        <p>
          <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
            {t('faqs.add')}
          </button>
        </p>
      ) : null}
      {editing === 'new' ? (
        <FaqForm entry={null} topics={topics} onSaved={done} onCancel={() => setEditing(null)} />
      ) : null}
      <ol className="cms-list">
        {entries.map((entry, index) => (
          <li key={entry.id} className="cms-list__item card">
            {editing === entry.id ? (
              <FaqForm entry={entry} topics={topics} onSaved={done} onCancel={() => setEditing(null)} />
            ) : (
              <>
                <div className="cms-list__main">
                  <p className="cms-list__eyebrow muted">
                    {tr ? entry.topic_tr : entry.topic_en}
                    {entry.is_published ? null : <span className="tag tag--accent">{t('faqs.hidden')}</span>}
                  </p>
                  <h2 className="cms-list__title">{tr ? entry.question_tr : entry.question_en}</h2>
                  <p className="cms-list__other muted" lang={tr ? 'en' : 'tr'}>
                    {tr ? entry.question_en : entry.question_tr}
                  </p>
                </div>
                {editable ? (
                  <div className="cms-list__actions">
                    <button
                      type="button"
                      className="button button--small button--secondary"
                      onClick={() => setEditing(entry.id)}
                    >
                      {t('staff.edit')}
                      <span className="visually-hidden">: {tr ? entry.question_tr : entry.question_en}</span>
                    </button>
                    <button
                      type="button"
                      className="button button--small button--secondary"
                      disabled={busy || index === 0}
                      onClick={() => void move(index, -1)}
                    >
                      {t('staff.moveUp')}
                      <span className="visually-hidden">: {tr ? entry.question_tr : entry.question_en}</span>
                    </button>
                    <button
                      type="button"
                      className="button button--small button--secondary"
                      disabled={busy || index === entries.length - 1}
                      onClick={() => void move(index, 1)}
                    >
                      {t('staff.moveDown')}
                      <span className="visually-hidden">: {tr ? entry.question_tr : entry.question_en}</span>
                    </button>
                    <button
                      type="button"
                      className="button button--small button--danger"
                      onClick={() => void remove(entry)}
                    >
                      {t('staff.delete')}
                      <span className="visually-hidden">: {tr ? entry.question_tr : entry.question_en}</span>
                    </button>
                  </div>
                ) : null}
              </>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
