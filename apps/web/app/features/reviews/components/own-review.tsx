import type { Review } from '@bedesten/core/schemas/reviews';
import { useState } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useRevalidator } from 'react-router';
import { Dialog } from '~/components/dialog.tsx';
import { notifySuccess } from '~/lib/notify.ts';
import { useApiErrorHandler } from '~/lib/use-api-error.ts';
import { reviewsApi } from '../api.ts';
import { ReviewForm } from './review-form.tsx';
import { ReviewItem } from './review-item.tsx';

/**
 * A review as its author sees it, with Edit (the form in its place) and
 * Delete (after a confirmation). `name` says what it is of, so each button
 * is unambiguous for screen readers where several reviews sit together.
 */
export function OwnReview({
  review,
  name,
  headingLevel = 3,
  subject = false,
}: {
  review: Review;
  name: string;
  headingLevel?: 2 | 3 | 4;
  subject?: boolean;
}) {
  const { t } = useTranslation('reviews');
  const revalidator = useRevalidator();
  const onError = useApiErrorHandler();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  async function remove() {
    setBusy(true);
    const result = await reviewsApi.remove(review.id);
    setBusy(false);
    setConfirming(false);
    if (!result.ok) {
      onError(result);
      return;
    }
    notifySuccess(result.data.data.message);
    await revalidator.revalidate();
  }

  if (editing) {
    return (
      <div className="review review--editing">
        <p className="review__editing-title">{t('own.editing', { name })}</p>
        <ReviewForm
          target={{ kind: 'edit', review }}
          onDone={() => setEditing(false)}
          onCancel={() => setEditing(false)}
        />
      </div>
    );
  }
  return (
    <ReviewItem review={review} headingLevel={headingLevel} subject={subject}>
      <div className="review__actions">
        <button type="button" className="button button--secondary button--small" onClick={() => setEditing(true)}>
          {t('own.edit')}
          <span className="visually-hidden"> {t('own.ofName', { name })}</span>
        </button>
        <button type="button" className="button button--danger-text button--small" onClick={() => setConfirming(true)}>
          {t('own.delete')}
          <span className="visually-hidden"> {t('own.ofName', { name })}</span>
        </button>
      </div>
      <Dialog open={confirming} onClose={() => setConfirming(false)} title={t('own.deleteTitle')} tone="danger">
        <p>{t('own.deleteText', { name })}</p>
        <div className="dialog__actions">
          <button
            type="button"
            className="button button--danger"
            onClick={() => void remove()}
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {t('own.deleteConfirm')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => setConfirming(false)}>
            {t('common:dialog.cancel')}
          </button>
        </div>
      </Dialog>
    </ReviewItem>
  );
}
