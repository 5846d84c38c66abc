import type { Review } from '@bedesten/core/schemas/reviews';
import { REVIEW_REPLY_MAX } from '@bedesten/core/schemas/text-limits';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useRevalidator } from 'react-router';
import { Link } from '~/components/link.tsx';
import { FormAlert, SubmitButton, TextAreaField } from '~/components/form/fields.tsx';
import { catalogueResolver } from '~/lib/form/catalogue-resolver.ts';
import { useFormFailure } from '~/lib/form/use-form-failure.ts';
import { notifySuccess } from '~/lib/notify.ts';
import { useLanguage } from '~/lib/root-data.ts';
import { reviewsApi } from '../api.ts';
import { ReviewItem } from './review-item.tsx';

type Values = { reply: string };

/** The store's public answer to one review: once, so the form says it shows to everyone. */
function ReplyForm({ review, onClose }: { review: Review; onClose: () => void }) {
  const { t } = useTranslation('reviews');
  const lang = useLanguage();
  const revalidator = useRevalidator();
  const resolver = useMemo(
    () =>
      catalogueResolver<Values>((schemas) => schemas.reviewReplyBody, lang, {
        toBody: (values) => ({ review_id: review.id, reply: values.reply }),
      }),
    [lang, review.id],
  );
  const form = useForm<Values>({ resolver, defaultValues: { reply: '' } });
  const onFailure = useFormFailure(form);
  const [summary, setSummary] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setSummary(null);
    const result = await reviewsApi.reply({ review_id: review.id, reply: values.reply });
    if (!result.ok) {
      setSummary(onFailure(result));
      return;
    }
    notifySuccess(result.data.message ?? t('vendor.replied'));
    onClose();
    await revalidator.revalidate();
  });

  return (
    <form method="post" noValidate className="form review-reply-form" onSubmit={(event) => void submit(event)}>
      <FormAlert message={summary} />
      <TextAreaField
        label={t('vendor.replyLabel')}
        hint={t('vendor.replyHint')}
        registration={form.register('reply')}
        error={errors.reply?.message}
        maxLength={REVIEW_REPLY_MAX}
        rows={3}
      />
      <div className="form__actions">
        <SubmitButton busy={isSubmitting}>{t('vendor.publish')}</SubmitButton>
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('common:dialog.cancel')}
        </button>
      </div>
    </form>
  );
}

function VendorReview({ review, filtered }: { review: Review; filtered: boolean }) {
  const { t } = useTranslation('reviews');
  const [replying, setReplying] = useState(false);
  return (
    <ReviewItem review={review} headingLevel={2} subject>
      {review.reply ? null : replying ? (
        <ReplyForm review={review} onClose={() => setReplying(false)} />
      ) : (
        <div className="review__actions">
          <button type="button" className="button button--primary button--small" onClick={() => setReplying(true)}>
            {t('vendor.reply')}
            <span className="visually-hidden"> {t('vendor.toReview', { title: review.title })}</span>
          </button>
        </div>
      )}
      {review.product_id && !filtered ? (
        <p className="review__filter">
          <Link to={`/vendor/reviews?product_id=${review.product_id}`} className="text-link">
            {t('vendor.onlyProduct', { name: review.product_name ?? '' })}
          </Link>
        </p>
      ) : null}
    </ReviewItem>
  );
}

/** The vendor's list: each review with "Reply" until answered; a product's reviews on their own on request. */
export function VendorReviewList({ reviews, filtered }: { reviews: readonly Review[]; filtered: boolean }) {
  const { t } = useTranslation('reviews');
  return (
    <ol className="review-list" aria-label={t('section.listLabel')}>
      {reviews.map((review) => (
        <li key={review.id}>
          <VendorReview review={review} filtered={filtered} />
        </li>
      ))}
    </ol>
  );
}
