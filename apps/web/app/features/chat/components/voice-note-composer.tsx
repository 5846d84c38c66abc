import type { ChatMessage } from '@bedesten/core/schemas/chat';
import { useState } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { Dialog } from '~/components/dialog.tsx';
import { VoiceRecorder, type VoiceNote } from '~/components/voice-recorder.tsx';
import { useApiErrorHandler } from '~/lib/use-api-error.ts';
import { chatApi } from '../api.ts';
import { MicIcon } from '~/components/icons.tsx';

/** The composer's voice-note button: record (up to a minute), listen, then send. */
export function VoiceNoteComposer({
  conversationId,
  disabled,
  onSent,
}: {
  conversationId: string;
  disabled: boolean;
  onSent: (message: ChatMessage) => void;
}) {
  const { t } = useTranslation('chat');
  const onError = useApiErrorHandler();
  const [open, setOpen] = useState(false);
  const [recording, setRecording] = useState<VoiceNote | null>(null);
  const [sending, setSending] = useState(false);

  const close = () => {
    setOpen(false);
    setRecording(null);
  };

  async function send() {
    if (!recording) return;
    setSending(true);
    const result = await chatApi.send({
      conversation_id: conversationId,
      kind: 'voice',
      attachment_url: recording.url,
      duration_seconds: Math.max(1, Math.round(recording.duration_seconds)),
    });
    setSending(false);
    if (!result.ok) {
      onError(result);
      return;
    }
    onSent(result.data.data);
    close();
  }

  return (
    <>
      <button
        type="button"
        className="chat-composer__tool"
        disabled={disabled}
        onClick={() => setOpen(true)}
        title={t('composer.voice')}
      >
        <MicIcon />
        <span className="visually-hidden">{t('composer.voice')}</span>
      </button>
      <Dialog open={open} onClose={close} title={t('composer.voice')}>
        <VoiceRecorder value={recording} onChange={setRecording} label={t('composer.voiceLabel')} />
        <div className="dialog__actions">
          <button
            type="button"
            className="button"
            disabled={!recording || sending}
            aria-busy={sending}
            onClick={() => void send()}
          >
            {t('composer.sendVoice')}
          </button>
        </div>
      </Dialog>
    </>
  );
}
