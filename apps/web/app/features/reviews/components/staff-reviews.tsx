import type { Review } from '@bedesten/core/schemas/reviews';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLocation, useRevalidator } from 'react-router';
import { Dialog } from '~/components/dialog.tsx';
import { FormAlert, SubmitButton, TextAreaField } from '~/components/form/fields.tsx';
import { catalogueResolver } from '~/lib/form/catalogue-resolver.ts';
import { useFormFailure } from '~/lib/form/use-form-failure.ts';
import { notifySuccess } from '~/lib/notify.ts';
import { useLanguage } from '~/lib/root-data.ts';
import { useApiErrorHandler } from '~/lib/use-api-error.ts';
import { reviewsApi } from '../api.ts';
import { ReviewItem } from './review-item.tsx';
import { PillTabs } from '~/components/pill-tabs.tsx';

type Values = { reason: string };

/** Why it is hidden: the author reads this reason in the notice the API sends them. */
function HideForm({ review, onDone, onCancel }: { review: Review; onDone: () => Promise<void>; onCancel: () => void }) {
  const { t } = useTranslation('reviews');
  const lang = useLanguage();
  const resolver = useMemo(
    () =>
      catalogueResolver<Values>((schemas) => schemas.hideReviewBody, lang, {
        toBody: (values) => ({ review_id: review.id, reason: values.reason }),
      }),
    [lang, review.id],
  );
  const form = useForm<Values>({ resolver, defaultValues: { reason: '' } });
  const onFailure = useFormFailure(form);
  const [summary, setSummary] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setSummary(null);
    const result = await reviewsApi.hide({ review_id: review.id, reason: values.reason });
    if (!result.ok) {
      setSummary(onFailure(result));
      return;
    }
    notifySuccess(result.data.message ?? t('staff.hidden'));
    await onDone();
  });

  return (
    <form method="post" noValidate className="form" onSubmit={(event) => void submit(event)}>
      <FormAlert message={summary} />
      <TextAreaField
        label={t('staff.reason')}
        hint={t('staff.reasonHint')}
        registration={form.register('reason')}
        error={errors.reason?.message}
        maxLength={500}
        rows={3}
      />
      <div className="dialog__actions">
        <SubmitButton busy={isSubmitting} className="button button--danger">
          {t('staff.hide')}
        </SubmitButton>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('common:dialog.cancel')}
        </button>
      </div>
    </form>
  );
}

function StaffReview({ review }: { review: Review }) {
  const { t } = useTranslation('reviews');
  const revalidator = useRevalidator();
  const onError = useApiErrorHandler();
  const [hiding, setHiding] = useState(false);
  const [busy, setBusy] = useState(false);

  async function unhide() {
    setBusy(true);
    const result = await reviewsApi.unhide(review.id);
    setBusy(false);
    if (!result.ok) {
      onError(result);
      return;
    }
    notifySuccess(result.data.message ?? t('staff.shown'));
    await revalidator.revalidate();
  }

  return (
    <ReviewItem review={review} headingLevel={2} subject>
      <div className="review__actions">
        {review.hidden ? (
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => void unhide()}
            disabled={busy}
            aria-busy={busy || undefined}
            aria-label={t('staff.unhideLabel', { title: review.title })}
          >
            {t('staff.unhide')}
          </button>
        ) : (
          <button
            type="button"
            className="button button--danger-text button--small"
            onClick={() => setHiding(true)}
            aria-label={t('staff.hideLabel', { title: review.title })}
          >
            {t('staff.hide')}
          </button>
        )}
      </div>
      <Dialog open={hiding} onClose={() => setHiding(false)} title={t('staff.hideTitle', { title: review.title })}>
        {hiding ? (
          <HideForm
            review={review}
            onCancel={() => setHiding(false)}
            onDone={async () => {
              setHiding(false);
              await revalidator.revalidate();
            }}
          />
        ) : null}
      </Dialog>
    </ReviewItem>
  );
}

const FILTERS = [
  { value: null, key: 'all' },
  { value: 'no', key: 'visible' },
  { value: 'yes', key: 'hiddenOnly' },
] as const;

/** All / visible / hidden as links: a filter that works before the page is interactive. */
export function StaffReviewFilter({ current }: { current: 'yes' | 'no' | undefined }) {
  const { t } = useTranslation('reviews');
  const { pathname } = useLocation();
  return (
    <PillTabs
      label={t('staff.filter')}
      tabs={FILTERS.map((filter) => ({
        key: filter.key,
        to: filter.value ? `${pathname}?hidden=${filter.value}` : pathname,
        label: t(`staff.${filter.key}`),
        current: (filter.value ?? undefined) === current,
      }))}
    />
  );
}

/** Newest reviews first, each with Hide (asking for the reason) or Unhide. */
export function StaffReviewList({ reviews }: { reviews: readonly Review[] }) {
  const { t } = useTranslation('reviews');
  return (
    <ol className="review-list" aria-label={t('section.listLabel')}>
      {reviews.map((review) => (
        <li key={review.id}>
          <StaffReview review={review} />
        </li>
      ))}
    </ol>
  );
}
