import { message } from '~/lib/messages.ts';
import { useRef, useState, type ChangeEvent } from 'react';
import { notifyError } from './notify.ts';
import { useLanguage } from './root-data.ts';
import { tusUpload, UPLOAD_MAX_MB, type UploadKind } from './tus-upload.ts';

export interface PendingUpload {
  key: string;
  name: string;
  progress: number;
}

const TYPES: Record<UploadKind, readonly string[]> = {
  image: ['image/jpeg', 'image/png', 'image/webp'],
  document: ['application/pdf', 'image/jpeg', 'image/png'],
  audio: ['audio/webm', 'audio/ogg', 'audio/mp4', 'audio/mpeg', 'audio/wav'],
};

/**
 * The upload field's work: checks each chosen file's type and size before
 * sending it (to spare a useless upload), sends them through tus with their
 * progress in `pending`, and hands the new list of URLs to `onChange`. The
 * list is read through a ref, because uploads that finish together would
 * otherwise each add to the same stale list.
 */
export function useUploads({
  kind,
  max,
  value,
  onChange,
  onSessionEnded,
}: {
  kind: UploadKind;
  max: number;
  value: readonly string[];
  onChange: (urls: string[]) => void;
  onSessionEnded: (() => void) | undefined;
}) {
  const lang = useLanguage();
  const latest = useRef(value);
  latest.current = value;
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const [failure, setFailure] = useState<string | null>(null);

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (!files.length) return;
    setFailure(null);
    const room = max === 1 ? 1 : Math.max(0, max - latest.current.length);
    const chosen = files.slice(0, room);
    for (const file of chosen) {
      if (!TYPES[kind].includes(file.type)) {
        setFailure(message(kind === 'image' ? 'invalid_image_type' : 'invalid_document_type', lang));
        return;
      }
      if (file.size > UPLOAD_MAX_MB * 1024 * 1024) {
        setFailure(message(kind === 'image' ? 'image_too_large' : 'file_too_large', lang, { mb: UPLOAD_MAX_MB }));
        return;
      }
    }
    await Promise.all(
      chosen.map(async (file, n) => {
        const key = `${Date.now()}-${n}-${file.name}`;
        setPending((list) => [...list, { key, name: file.name, progress: 0 }]);
        const outcome = await tusUpload(file, kind, lang, (progress) =>
          setPending((list) => list.map((item) => (item.key === key ? { ...item, progress } : item))),
        );
        setPending((list) => list.filter((item) => item.key !== key));
        if (!outcome.ok) {
          if (outcome.sessionEnded) {
            notifyError(outcome.error);
            onSessionEnded?.();
          } else setFailure(outcome.error);
          return;
        }
        const next = max === 1 ? [outcome.file.url] : [...latest.current, outcome.file.url].slice(0, max);
        latest.current = next;
        onChange(next);
      }),
    );
  };

  const remove = (url: string) => {
    const next = latest.current.filter((item) => item !== url);
    latest.current = next;
    onChange(next);
  };

  return { pending, failure, onFiles, remove };
}
