import { useTranslation } from '~/lib/i18n-react.tsx';

/**
 * The picture chosen for the next message, shown before it is sent (issue
 * 43: pictures went out the moment they were picked): a thumbnail, and
 * "Remove" to take it back. The message box below becomes its caption.
 */
export function PicturePreview({ url, onRemove, disabled }: { url: string; onRemove: () => void; disabled: boolean }) {
  const { t } = useTranslation('chat');
  return (
    <figure className="chat-preview" data-testid="chat-picture-preview">
      <img src={url} alt={t('composer.previewAlt')} className="chat-preview__image" width={96} height={96} />
      <figcaption className="chat-preview__text">
        <span>{t('composer.previewHint')}</span>
        <button type="button" className="button button--ghost button--small" onClick={onRemove} disabled={disabled}>
          {t('composer.removePicture')}
        </button>
      </figcaption>
    </figure>
  );
}
