import { CHAT_BODY_MAX, type ChatMessage } from '@bedesten/core/schemas/chat';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import type { ChatSocket } from '~/lib/chat-socket.ts';
import { UPLOAD_ACCEPT } from '~/lib/tus-upload.ts';
import { useApiErrorHandler } from '~/lib/use-api-error.ts';
import { useHydrated } from '~/lib/use-hydrated.ts';
import { useUploads } from '~/lib/use-uploads.ts';
import { chatApi } from '../api.ts';
import { PictureIcon, SendIcon } from '~/components/icons.tsx';
import { PicturePreview } from './picture-preview.tsx';
import { VoiceNoteComposer } from './voice-note-composer.tsx';

/** The other side hears "typing" at most this often (the server drops more anyway). */
const TYPING_EVERY_MS = 2_000;

type Outgoing = { kind: 'text'; body: string } | { kind: 'image'; attachment_url: string; body?: string };

/**
 * What "Send" sends: the chosen picture with the text as its caption, or the
 * text alone; nothing when both are empty.
 */
export function outgoingOf(text: string, picture: string | null): Outgoing | null {
  const body = text.trim();
  if (picture)
    return body ? { kind: 'image', attachment_url: picture, body } : { kind: 'image', attachment_url: picture };
  return body ? { kind: 'text', body } : null;
}

/**
 * Writing to the open conversation: text (Enter sends, Shift+Enter is a new
 * line), a picture (tus upload, then its 800 px URL, shown with "Remove"
 * until sent, the text as its caption) or a voice note. Sent messages go
 * over HTTP, so they get the API's checks and error messages.
 */
export function Composer({
  conversationId,
  socket,
  onSent,
}: {
  conversationId: string;
  socket: ChatSocket | null;
  onSent: (message: ChatMessage) => void;
}) {
  const { t } = useTranslation('chat');
  const id = useId();
  const hydrated = useHydrated();
  const onError = useApiErrorHandler();
  const [text, setText] = useState('');
  const [picture, setPicture] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const lastTyping = useRef(0);
  const uploads = useUploads({
    kind: 'image',
    max: 1,
    value: picture ? [picture] : [],
    // Uploaded, not sent: the preview waits for "Send" (or "Remove").
    onChange: ([url]) => setPicture(url ?? null),
    onSessionEnded: undefined,
  });

  async function send(body: Outgoing) {
    setSending(true);
    const result = await chatApi.send({ conversation_id: conversationId, ...body });
    setSending(false);
    if (!result.ok) {
      onError(result);
      return false;
    }
    onSent(result.data.data);
    return true;
  }

  async function sendText() {
    const body = outgoingOf(text, picture);
    if (!body || sending || uploads.pending.length > 0) return;
    if (await send(body)) {
      setText('');
      setPicture(null);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void sendText();
  }

  function onType(value: string) {
    setText(value);
    const now = Date.now();
    if (value.trim() && now - lastTyping.current > TYPING_EVERY_MS) {
      lastTyping.current = now;
      socket?.send({ type: 'typing', conversation_id: conversationId });
    }
  }

  const busy = !hydrated || sending;
  const uploading = uploads.pending.length > 0;
  return (
    <div className="chat-composer">
      {picture ? <PicturePreview url={picture} onRemove={() => setPicture(null)} disabled={sending} /> : null}
      {uploads.pending.map((item) => (
        <div className="upload-progress" key={item.key}>
          <label htmlFor={`${id}-${item.key}`}>{t('composer.uploading')}</label>
          <progress id={`${id}-${item.key}`} max={100} value={Math.round(item.progress * 100)} />
        </div>
      ))}
      {uploads.failure ? (
        <p className="field__error" role="alert">
          {uploads.failure}
        </p>
      ) : null}
      <form
        className="chat-composer__row"
        onSubmit={(event) => {
          event.preventDefault();
          void sendText();
        }}
      >
        <input
          id={`${id}-picture`}
          type="file"
          className="visually-hidden"
          accept={UPLOAD_ACCEPT.image}
          disabled={busy || uploading || picture !== null}
          onChange={(event) => void uploads.onFiles(event)}
        />
        <label
          htmlFor={`${id}-picture`}
          className={`chat-composer__tool${busy || uploading || picture !== null ? ' is-disabled' : ''}`}
          title={t('composer.picture')}
        >
          <PictureIcon />
          <span className="visually-hidden">{t('composer.picture')}</span>
        </label>
        <VoiceNoteComposer conversationId={conversationId} disabled={busy} onSent={onSent} />
        <label htmlFor={`${id}-text`} className="visually-hidden">
          {t('composer.label')}
        </label>
        <textarea
          id={`${id}-text`}
          className="chat-composer__input"
          rows={1}
          value={text}
          maxLength={CHAT_BODY_MAX}
          placeholder={picture ? t('composer.captionPlaceholder') : t('composer.placeholder')}
          aria-describedby={`${id}-hint`}
          enterKeyHint="send"
          disabled={!hydrated}
          onChange={(event) => onType(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button
          type="submit"
          className="chat-composer__send"
          disabled={busy || uploading || !outgoingOf(text, picture)}
          aria-busy={sending}
        >
          <SendIcon />
          <span className="visually-hidden">{t('composer.send')}</span>
        </button>
      </form>
      <p id={`${id}-hint`} className="visually-hidden">
        {t('composer.hint')}
      </p>
    </div>
  );
}
