import type { Review } from '@bedesten/core/schemas/reviews';
import { REVIEW_TEXT_MAX, REVIEW_TITLE_MAX } from '@bedesten/core/schemas/text-limits';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useRevalidator } from 'react-router';
import { FormAlert, SubmitButton, TextAreaField, TextField } from '~/components/form/fields.tsx';
import { catalogueResolver } from '~/lib/form/catalogue-resolver.ts';
import { useFormFailure } from '~/lib/form/use-form-failure.ts';
import { notifySuccess } from '~/lib/notify.ts';
import { useLanguage } from '~/lib/root-data.ts';
import { reviewsApi } from '../api.ts';
import { StarPicker } from './star-picker.tsx';

type Values = { rating: string; title: string; review: string };

/** A new review earns its place through a delivered order; an edit names the review. */
export type ReviewTarget =
  { kind: 'create'; orderId: string; storeId: string; productId: string | null } | { kind: 'edit'; review: Review };

/**
 * Rating (1–5), title and text, all required: only a missing one is marked,
 * with its own words ("Give your review a title"), in the page language, as
 * the API words it (the form checks with the API's own schema). A refusal
 * of the API (already reviewed, order not delivered) shows above the form.
 */
export function ReviewForm({
  target,
  onDone,
  onCancel,
}: {
  target: ReviewTarget;
  onDone?: () => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('reviews');
  const lang = useLanguage();
  const revalidator = useRevalidator();
  const resolver = useMemo(() => catalogueResolver<Values>((schemas) => schemas.updateReviewBody, lang), [lang]);
  const existing = target.kind === 'edit' ? target.review : null;
  const form = useForm<Values>({
    resolver,
    defaultValues: {
      rating: existing ? String(existing.rating) : '',
      title: existing?.title ?? '',
      review: existing?.review ?? '',
    },
  });
  const onFailure = useFormFailure(form);
  const [summary, setSummary] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setSummary(null);
    const body = { rating: Number(values.rating), title: values.title, review: values.review };
    const result =
      target.kind === 'edit'
        ? await reviewsApi.update(target.review.id, body)
        : await reviewsApi.create({
            order_id: target.orderId,
            store_id: target.storeId,
            ...(target.productId ? { product_id: target.productId } : {}),
            ...body,
          });
    if (!result.ok) {
      setSummary(onFailure(result));
      return;
    }
    notifySuccess(result.data.message ?? t('form.saved'));
    await revalidator.revalidate();
    onDone?.();
  });

  return (
    <form method="post" noValidate className="form review-form" onSubmit={(event) => void submit(event)}>
      <FormAlert message={summary} />
      <StarPicker
        registration={form.register('rating')}
        value={form.watch('rating')}
        error={errors.rating?.message}
        legend={t('form.rating')}
      />
      <TextField
        label={t('form.title')}
        registration={form.register('title')}
        error={errors.title?.message}
        maxLength={REVIEW_TITLE_MAX}
        autoComplete="off"
      />
      <TextAreaField
        label={t('form.text')}
        registration={form.register('review')}
        error={errors.review?.message}
        maxLength={REVIEW_TEXT_MAX}
        rows={4}
      />
      <div className="form__actions">
        <SubmitButton busy={isSubmitting}>{existing ? t('form.saveChanges') : t('form.submit')}</SubmitButton>
        {onCancel ? (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {t('common:dialog.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
