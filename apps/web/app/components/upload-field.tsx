import { useId, useRef } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { formatPercentage } from '~/lib/format-number.ts';
import { useLanguage } from '~/lib/root-data.ts';
import { FieldErrorText } from '~/components/form/fields.tsx';
import { UPLOAD_ACCEPT, type UploadKind } from '~/lib/tus-upload.ts';
import { useHydrated } from '~/lib/use-hydrated.ts';
import { useUploads } from '~/lib/use-uploads.ts';

/** The smallest size of an uploaded picture, for thumbnails (`…/800.webp` → `…/320.webp`). */
export function thumbnailOf(url: string): string {
  return url.replace(/\/(800|1600)\.webp$/, '/320.webp');
}

export interface UploadFieldProps {
  label: string;
  kind: UploadKind;
  /** The saved URLs (pictures: `/uploads/images/…`; documents: `/api/documents/…`). */
  value: readonly string[];
  onChange: (urls: string[]) => void;
  /** How many files the field holds; 1 replaces the current file. */
  max?: number;
  error?: string | undefined;
  hint?: string;
  /** Called when the API says the session ended (the page signs the person out). */
  onSessionEnded?: () => void;
}

/**
 * A file field that uploads through tus as soon as a file is chosen, with a
 * progress bar per file, thumbnails (pictures) or links (documents), and a
 * remove button for each. Type and size are checked here first to spare a
 * useless upload; the API checks the bytes again and has the last word
 * ("Invalid image type").
 */
export function UploadField({ label, kind, value, onChange, max = 1, error, hint, onSessionEnded }: UploadFieldProps) {
  const { t } = useTranslation('common');
  const lang = useLanguage();
  const hydrated = useHydrated();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { pending, failure, onFiles, remove } = useUploads({ kind, max, value, onChange, onSessionEnded });

  const shown = failure ?? error;
  const full = max > 1 && value.length + pending.length >= max;
  const describedBy = [hint ? `${id}-hint` : null, shown ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="field upload-field">
      <span className="field__label" id={`${id}-label`}>
        {label}
      </span>
      <UploadedFiles label={label} kind={kind} value={value} onRemove={remove} />
      <input
        ref={input}
        id={`${id}-file`}
        type="file"
        className="visually-hidden"
        accept={UPLOAD_ACCEPT[kind]}
        multiple={max > 1}
        aria-labelledby={`${id}-label ${id}-choose`}
        aria-describedby={describedBy || undefined}
        aria-invalid={shown ? true : undefined}
        disabled={!hydrated || full}
        onChange={(event) => void onFiles(event)}
      />
      <label
        htmlFor={`${id}-file`}
        id={`${id}-choose`}
        className={`button button--secondary button--small file-button${!hydrated || full ? ' is-disabled' : ''}`}
      >
        {value.length && max === 1 ? t('upload.replace') : t('upload.choose')}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {pending.map((item) => (
        <div className="upload-progress" key={item.key}>
          <label htmlFor={`${id}-${item.key}`}>{t('upload.uploading', { name: item.name })}</label>
          <progress id={`${id}-${item.key}`} max={100} value={Math.round(item.progress * 100)}>
            {formatPercentage(Math.round(item.progress * 100), lang)}
          </progress>
        </div>
      ))}
      <div role="alert">
        <FieldErrorText id={`${id}-error`} message={shown ?? undefined} />
      </div>
    </div>
  );
}

/** The saved files: thumbnails for pictures, numbered links for documents, each with its own remove button. */
function UploadedFiles({
  label,
  kind,
  value,
  onRemove,
}: {
  label: string;
  kind: UploadKind;
  value: readonly string[];
  onRemove: (url: string) => void;
}) {
  const { t } = useTranslation('common');
  if (!value.length) return null;
  return (
    <ul className={kind === 'image' ? 'upload-field__thumbs' : 'upload-field__files'}>
      {value.map((url, n) => (
        <li key={url}>
          {kind === 'image' ? (
            <img src={thumbnailOf(url)} alt={`${label} ${n + 1}`} width={96} height={96} loading="lazy" />
          ) : (
            <a href={url} target="_blank" rel="noreferrer">
              {t('upload.document', { n: n + 1 })}
            </a>
          )}
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => onRemove(url)}
            aria-label={t('upload.removeNamed', { name: `${label} ${n + 1}` })}
          >
            {t('upload.remove')}
          </button>
        </li>
      ))}
    </ul>
  );
}
