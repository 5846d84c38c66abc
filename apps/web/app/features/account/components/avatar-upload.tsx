import { message } from '~/lib/messages.ts';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { formatPercentage } from '~/lib/format-number.ts';
import { FieldErrorText } from '~/components/form/fields.tsx';
import type { ApiResult } from '~/lib/api-client.ts';
import { formFailure } from '~/lib/form/form-failure.ts';
import { loadSchemas } from '~/lib/form/load-schemas.ts';
import { notifySuccess } from '~/lib/notify.ts';
import { useLanguage } from '~/lib/root-data.ts';
import { useApiErrorHandler } from '~/lib/use-api-error.ts';
import { useHydrated } from '~/lib/use-hydrated.ts';
import { accountApi } from '../api.ts';

/** What `POST /api/upload` accepts (it checks the bytes again; this spares a useless upload). */
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/** The first letters of a name, for the picture's placeholder. */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return parts
    .slice(0, 2)
    .map((part) => part.charAt(0).toLocaleUpperCase())
    .join('');
}

/**
 * The profile picture: upload with a progress bar (the API client's XHR
 * progress), "Invalid image type" for anything that is not a picture, then
 * `save` points the profile at it. Removing it saves null.
 */
export function AvatarUpload({
  name,
  imageUrl,
  save,
}: {
  name: string;
  imageUrl: string | null;
  /** Saves the picture's URL on the profile (update-profile-details or the vendor profile). */
  save: (imageUrl: string | null) => Promise<ApiResult<unknown>>;
}) {
  const { t } = useTranslation('account');
  const lang = useLanguage();
  const hydrated = useHydrated();
  const onApiError = useApiErrorHandler();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const fail = (result: Extract<ApiResult<unknown>, { ok: false }>) => {
    const outcome = formFailure(result, lang, { fields: ['image', 'image_url'] });
    if (outcome.sessionEnded) onApiError(result);
    else setError(outcome.fields.image?.[0] ?? outcome.fields.image_url?.[0] ?? outcome.summary);
  };

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    if (!IMAGE_TYPES.includes(file.type)) {
      setError(message('invalid_image_type', lang));
      return;
    }
    const { AVATAR_MAX_BYTES } = await loadSchemas();
    if (file.size > AVATAR_MAX_BYTES) {
      setError(message('image_too_large', lang, { mb: AVATAR_MAX_BYTES / 1024 / 1024 }));
      return;
    }
    setProgress(0);
    const uploaded = await accountApi.upload(file, setProgress);
    if (!uploaded.ok) {
      setProgress(null);
      fail(uploaded);
      return;
    }
    const saved = await save(uploaded.data.data.image_url);
    setProgress(null);
    if (!saved.ok) fail(saved);
    else notifySuccess(t('picture.saved'));
  };

  const remove = async () => {
    setError(null);
    const saved = await save(null);
    if (!saved.ok) fail(saved);
  };

  const busy = progress !== null;
  return (
    <div className="avatar-upload">
      <div className="avatar avatar--large" aria-hidden="true">
        {imageUrl ? <img src={imageUrl} alt="" width={96} height={96} /> : <span>{initialsOf(name)}</span>}
      </div>
      <div className="avatar-upload__controls">
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          className="visually-hidden"
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          onChange={(event) => void onChange(event)}
          disabled={!hydrated || busy}
        />
        <div className="avatar-upload__buttons">
          <label htmlFor={`${id}-file`} className="button button--secondary button--small file-button">
            {imageUrl ? t('picture.change') : t('picture.add')}
          </label>
          {imageUrl ? (
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => void remove()}
              disabled={!hydrated || busy}
            >
              {t('picture.remove')}
            </button>
          ) : null}
        </div>
        <p id={`${id}-hint`} className="field__hint">
          {t('picture.hint')}
        </p>
        {busy ? (
          <div className="upload-progress">
            <label htmlFor={`${id}-progress`}>{t('picture.uploading')}</label>
            <progress id={`${id}-progress`} max={100} value={Math.round((progress ?? 0) * 100)}>
              {formatPercentage(Math.round((progress ?? 0) * 100), lang)}
            </progress>
          </div>
        ) : null}
        <div role="alert">
          <FieldErrorText id={`${id}-error`} message={error ?? undefined} />
        </div>
      </div>
    </div>
  );
}
