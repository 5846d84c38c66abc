import { useId, useState } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { FieldErrorText } from '~/components/form/fields.tsx';
import { useApiErrorHandler } from '~/lib/use-api-error.ts';
import { contentApi } from '../api.ts';

export type ContentLang = 'en' | 'tr';
export const CONTENT_LANGS: readonly ContentLang[] = ['en', 'tr'];

export interface Bilingual {
  en: string;
  tr: string;
}

export interface MarkdownEditorProps {
  /** What the text is ("Page text", "Answer"). */
  label: string;
  value: Bilingual;
  onChange: (lang: ContentLang, text: string) => void;
  errors?: Partial<Record<ContentLang, string | undefined>>;
  rows?: number;
  hint?: string;
}

type Preview = { state: 'idle' } | { state: 'loading' } | { state: 'ready'; html: string } | { state: 'failed' };

/**
 * The one Markdown editor of the staff content screens: a plain text area per
 * language (no toolbar), each with a Preview that asks the API to render and
 * sanitise the text exactly as visitors will get it. English and Turkish sit
 * side by side on a wide screen; on a phone one language shows at a time,
 * chosen with the two buttons above.
 */
export function MarkdownEditor({ label, value, onChange, errors = {}, rows = 14, hint }: MarkdownEditorProps) {
  const { t } = useTranslation('cms');
  const id = useId();
  const [shown, setShown] = useState<ContentLang>('en');
  return (
    <fieldset className="md-editor">
      <legend className="md-editor__legend">{label}</legend>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <div className="md-editor__switch" role="group" aria-label={t('editor.language')}>
        {CONTENT_LANGS.map((lang) => (
          <button
            key={lang}
            type="button"
            className="md-editor__switch-button"
            aria-pressed={shown === lang}
            onClick={() => setShown(lang)}
          >
            {t(`editor.${lang}`)}
            {errors[lang] ? <span className="md-editor__dot" aria-label={t('editor.hasError')} /> : null}
          </button>
        ))}
      </div>
      <div className="md-editor__panes">
        {CONTENT_LANGS.map((lang) => (
          <EditorPane
            key={lang}
            id={`${id}-${lang}`}
            lang={lang}
            label={label}
            text={value[lang]}
            onChange={(text) => onChange(lang, text)}
            error={errors[lang]}
            rows={rows}
            active={shown === lang}
            hintId={hint ? `${id}-hint` : undefined}
          />
        ))}
      </div>
    </fieldset>
  );
}

function EditorPane({
  id,
  lang,
  label,
  text,
  onChange,
  error,
  rows,
  active,
  hintId,
}: {
  id: string;
  lang: ContentLang;
  label: string;
  text: string;
  onChange: (text: string) => void;
  error: string | undefined;
  rows: number;
  active: boolean;
  hintId: string | undefined;
}) {
  const { t } = useTranslation('cms');
  const onError = useApiErrorHandler();
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  const [preview, setPreview] = useState<Preview>({ state: 'idle' });

  async function showPreview() {
    setMode('preview');
    setPreview({ state: 'loading' });
    const result = await contentApi.preview(text);
    if (result.ok) setPreview({ state: 'ready', html: result.data.data.html });
    else {
      onError(result);
      setPreview({ state: 'failed' });
    }
  }

  const describedBy = [hintId, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`md-editor__pane${active ? ' md-editor__pane--shown' : ''}`}>
      <div className="md-editor__bar">
        <label htmlFor={id} className="md-editor__label">
          {t('editor.labelIn', { label, language: t(`editor.${lang}`) })}
        </label>
        <div className="md-editor__modes" role="group" aria-label={t('editor.mode', { language: t(`editor.${lang}`) })}>
          <button
            type="button"
            className="button button--small button--secondary"
            aria-pressed={mode === 'write'}
            onClick={() => setMode('write')}
          >
            {t('editor.write')}
          </button>
          <button
            type="button"
            className="button button--small button--secondary"
            aria-pressed={mode === 'preview'}
            onClick={() => void showPreview()}
          >
            {t('editor.preview')}
          </button>
        </div>
      </div>
      <textarea
        id={id}
        lang={lang}
        className="md-editor__text"
        rows={rows}
        value={text}
        spellCheck
        hidden={mode !== 'write'}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {mode === 'preview' ? (
        <div className="md-editor__preview" aria-live="polite" aria-busy={preview.state === 'loading'}>
          {preview.state === 'loading' ? <p className="muted">{t('editor.loadingPreview')}</p> : null}
          {preview.state === 'failed' ? <p className="muted">{t('editor.previewFailed')}</p> : null}
          {preview.state === 'ready' ? (
            preview.html.trim() ? (
              // Rendered and sanitised by the API (the same code as the public pages).
              <div className="prose" lang={lang} dangerouslySetInnerHTML={{ __html: preview.html }} />
            ) : (
              <p className="muted">{t('editor.emptyPreview')}</p>
            )
          ) : null}
        </div>
      ) : null}
      <FieldErrorText id={`${id}-error`} message={error} />
    </div>
  );
}
