import {
  REQUEST_DESCRIPTION_MIN,
  REQUEST_PHOTOS_MAX,
  REQUEST_TITLE_MAX,
  type BroadcastRequest,
  type saveBroadcastRequestBody,
} from '@bedesten/core/schemas/requests';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useNavigate } from 'react-router';
import { DateField } from '~/components/form/date-input.tsx';
import { FormAlert, SubmitButton, TextAreaField, TextField } from '~/components/form/fields.tsx';
import { SelectField } from '~/components/form/select-field.tsx';
import { UploadField } from '~/components/upload-field.tsx';
import { VoiceRecorder } from '~/components/voice-recorder.tsx';
import { formBody } from '~/lib/form/form-body.ts';
import { useNestedFormFailure } from '~/lib/form/nested-form.ts';
import { notifySuccess } from '~/lib/notify.ts';
import { useLanguage } from '~/lib/root-data.ts';
import { requestsApi } from '../api.ts';
import type { CategoryOption } from '../load.server.ts';
import { formFieldOf, initialRequestValues, toRequestBody } from '../request-form-values.ts';
import type { RequestFormValues } from '../request-form-values.ts';
import { REQUEST_FORM_ARRAYS, requestResolver } from '../request-resolver.ts';
import { RequestLocationFields, ShoppingListFields } from './request-form-parts.tsx';

/**
 * Posting and editing a broadcast request (SPEC.md §3: title, location,
 * interest category, description, shopping list, budget, date, images, voice
 * note, close date). Checked by the API's own schema and date rules in the
 * page language; what the API still refuses shows under its field. Either
 * way the request waits for staff, and the page says so.
 */
export function RequestForm({
  request,
  categories,
  tileUrl,
}: {
  request: BroadcastRequest | null;
  categories: readonly CategoryOption[];
  /** The map's tile template (`MAP_TILE_URL`); empty: a map without a background. */
  tileUrl: string;
}) {
  const { t } = useTranslation('requests');
  const lang = useLanguage();
  const navigate = useNavigate();
  const resolver = useMemo(() => requestResolver(lang), [lang]);
  const form = useForm<RequestFormValues>({ resolver, defaultValues: initialRequestValues(request, new Date()) });
  const onFailure = useNestedFormFailure(form, REQUEST_FORM_ARRAYS, formFieldOf);
  const [summary, setSummary] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setSummary(null);
    const body = formBody<typeof saveBroadcastRequestBody>(toRequestBody(values, new Date()));
    const saved = request ? await requestsApi.update(request.id, body) : await requestsApi.create(body);
    if (!saved.ok) {
      setSummary(onFailure(saved));
      return;
    }
    notifySuccess(saved.data.message);
    await navigate(`/requests/${saved.data.data.id}`);
  });

  return (
    <form method="post" noValidate className="form request-form" onSubmit={(event) => void submit(event)}>
      {request ? <p className="alert request-form__note">{t('form.editNote')}</p> : null}
      <FormAlert message={summary ?? errors.root?.message} />
      <TextField
        label={t('fields.title')}
        maxLength={REQUEST_TITLE_MAX}
        registration={form.register('title')}
        error={errors.title?.message}
      />
      <SelectField
        label={t('fields.category')}
        placeholder={t('form.chooseCategory')}
        options={categories.map((category) => ({ value: category.id, label: category.name }))}
        registration={form.register('category_id')}
        error={errors.category_id?.message}
      />
      <TextAreaField
        label={t('fields.description')}
        hint={t('form.descriptionHint', { n: REQUEST_DESCRIPTION_MIN })}
        rows={4}
        registration={form.register('description')}
        error={errors.description?.message}
      />
      <RequestLocationFields form={form} tileUrl={tileUrl} />
      <ShoppingListFields form={form} />
      <div className="form-grid">
        <TextField
          label={t('fields.budget')}
          hint={t('form.budgetHint')}
          inputMode="decimal"
          registration={form.register('budget')}
          error={errors.budget?.message}
        />
        <DateField
          label={t('fields.dateNeeded')}
          control={form.control}
          name="date_needed"
          error={errors.date_needed?.message}
        />
        <DateField
          label={t('fields.closeDate')}
          hint={t('form.closeHint')}
          control={form.control}
          name="close_day"
          error={errors.close_day?.message}
        />
      </div>
      <Controller
        control={form.control}
        name="photos"
        render={({ field }) => (
          <UploadField
            label={t('fields.photos')}
            kind="image"
            max={REQUEST_PHOTOS_MAX}
            hint={t('form.photosHint', { n: REQUEST_PHOTOS_MAX })}
            value={field.value}
            onChange={field.onChange}
            error={errors.photos?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="voice_note"
        render={({ field }) => (
          <VoiceRecorder
            label={t('fields.voiceNote')}
            value={field.value}
            onChange={field.onChange}
            error={errors.voice_note?.message}
          />
        )}
      />
      <div className="form__actions">
        <SubmitButton busy={isSubmitting}>{request ? t('form.save') : t('form.send')}</SubmitButton>
      </div>
    </form>
  );
}
