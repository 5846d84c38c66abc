import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { FieldErrorText } from '~/components/form/fields.tsx';
import { useLanguage } from '~/lib/root-data.ts';
import { tusUpload, UPLOAD_ACCEPT } from '~/lib/tus-upload.ts';
import { useHydrated } from '~/lib/use-hydrated.ts';
import {
  fileTypeOf,
  formatClock,
  pickRecordingType,
  VOICE_NOTE_MAX_SECONDS,
  VOICE_NOTE_STOP_AT_MS,
} from '~/lib/voice-recording.ts';

export interface VoiceNote {
  /** `/uploads/audio/<id>.<ext>`, as the API kept it. */
  url: string;
  duration_seconds: number;
}

export interface VoiceRecorderProps {
  label: string;
  value: VoiceNote | null;
  onChange: (value: VoiceNote | null) => void;
  error?: string | undefined;
  /** Called when the API says the session ended (the page signs the person out). */
  onSessionEnded?: () => void;
}

type Phase = { kind: 'idle' } | { kind: 'recording'; startedAt: number } | { kind: 'uploading'; progress: number };

/**
 * A voice note of at most a minute (SPEC.md §5): recorded in the browser
 * with MediaRecorder (stopping by itself before the limit) or chosen as a
 * file, then uploaded through tus, where the API checks the sound and reads
 * its length from the file. The saved note plays back and can be removed.
 */
export function VoiceRecorder({ label, value, onChange, error, onSessionEnded }: VoiceRecorderProps) {
  const { t } = useTranslation('common');
  const lang = useLanguage();
  const hydrated = useHydrated();
  const id = useId();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [elapsed, setElapsed] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const abort = useRef<AbortController | null>(null);

  // Leaving the page mid-recording releases the microphone and drops the upload.
  useEffect(
    () => () => {
      abort.current?.abort();
      const active = recorder.current;
      if (active && active.state !== 'inactive') active.stop();
    },
    [],
  );

  useEffect(() => {
    if (phase.kind !== 'recording') return;
    const tick = window.setInterval(() => {
      const ms = Date.now() - phase.startedAt;
      setElapsed(ms / 1000);
      if (ms >= VOICE_NOTE_STOP_AT_MS) recorder.current?.stop();
    }, 250);
    return () => window.clearInterval(tick);
  }, [phase]);

  const upload = async (file: File, measuredSeconds: number | null) => {
    setPhase({ kind: 'uploading', progress: 0 });
    abort.current = new AbortController();
    const outcome = await tusUpload(
      file,
      'audio',
      lang,
      (progress) => setPhase({ kind: 'uploading', progress }),
      abort.current.signal,
    );
    setPhase({ kind: 'idle' });
    if (!outcome.ok) {
      if (outcome.sessionEnded) onSessionEnded?.();
      setFailure(outcome.error);
      return;
    }
    const seconds = outcome.file.duration_seconds ?? measuredSeconds ?? 1;
    onChange({ url: outcome.file.url, duration_seconds: Math.min(VOICE_NOTE_MAX_SECONDS, Math.max(1, seconds)) });
  };

  const start = async () => {
    setFailure(null);
    if (typeof MediaRecorder === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
      setFailure(t('voice.unsupported'));
      return;
    }
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      setFailure(t('voice.allowMicrophone'));
      return;
    }
    const mimeType = pickRecordingType((type) => MediaRecorder.isTypeSupported(type));
    const media = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    const chunks: Blob[] = [];
    const startedAt = Date.now();
    media.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    media.onstop = () => {
      for (const track of stream.getTracks()) track.stop();
      recorder.current = null;
      const { type, extension } = fileTypeOf(media.mimeType || mimeType);
      const file = new File(chunks, `voice-note.${extension}`, { type });
      if (!file.size) {
        setPhase({ kind: 'idle' });
        return;
      }
      void upload(file, Math.round((Date.now() - startedAt) / 1000));
    };
    recorder.current = media;
    media.start(1000);
    setElapsed(0);
    setPhase({ kind: 'recording', startedAt });
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setFailure(null);
    void upload(file, null);
  };

  const shown = failure ?? error;
  return (
    <div className="field voice-recorder" role="group" aria-labelledby={`${id}-label`}>
      <span className="field__label" id={`${id}-label`}>
        {label}
      </span>
      {value ? (
        <div className="voice-recorder__saved">
          <audio
            controls
            preload="metadata"
            src={value.url}
            aria-label={t('voice.play', { length: formatClock(value.duration_seconds) })}
          />
          <span className="voice-recorder__length">{formatClock(value.duration_seconds)}</span>
          <button type="button" className="button button--secondary button--small" onClick={() => onChange(null)}>
            {t('voice.remove')}
          </button>
        </div>
      ) : phase.kind === 'recording' ? (
        <div className="voice-recorder__live">
          <span className="voice-recorder__dot" aria-hidden="true" />
          <span role="timer" aria-live="off">
            {formatClock(elapsed)} / {formatClock(VOICE_NOTE_MAX_SECONDS)}
          </span>
          <button type="button" className="button button--small" onClick={() => recorder.current?.stop()}>
            {t('voice.stop')}
          </button>
        </div>
      ) : phase.kind === 'uploading' ? (
        <div className="upload-progress">
          <label htmlFor={`${id}-progress`}>{t('voice.uploading')}</label>
          <progress id={`${id}-progress`} max={100} value={Math.round(phase.progress * 100)} />
        </div>
      ) : (
        <div className="voice-recorder__actions">
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={!hydrated}
            onClick={() => void start()}
          >
            {t('voice.record')}
          </button>
          <input
            id={`${id}-file`}
            type="file"
            className="visually-hidden"
            accept={UPLOAD_ACCEPT.audio}
            disabled={!hydrated}
            onChange={onFile}
          />
          <label
            htmlFor={`${id}-file`}
            className={`button button--ghost button--small file-button${hydrated ? '' : ' is-disabled'}`}
          >
            {t('voice.choose')}
          </label>
        </div>
      )}
      <p className="field__hint">{t('voice.hint')}</p>
      {shown ? <FieldErrorText id={`${id}-error`} message={shown} /> : null}
    </div>
  );
}
