/**
 * The pure parts of recording a voice note in the browser (SPEC.md §5: at
 * most one minute). The API reads the length from the file again and has
 * the last word.
 */

export const VOICE_NOTE_MAX_SECONDS = 60;
/** Recording stops a little before the limit: the recorder flushes its last chunk late. */
export const VOICE_NOTE_STOP_AT_MS = (VOICE_NOTE_MAX_SECONDS - 1) * 1000;

/** What browsers record, best first: Chromium and Firefox give WebM/Opus, Safari MP4/AAC. */
const RECORDING_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4'] as const;

/** The first type this browser records, or '' to let the recorder choose. */
export function pickRecordingType(isSupported: (type: string) => boolean): string {
  return RECORDING_TYPES.find((type) => isSupported(type)) ?? '';
}

/** The bare MIME type and file extension the upload announces for a recorded type. */
export function fileTypeOf(recorded: string): { type: string; extension: string } {
  const type = recorded.split(';')[0]?.trim() || 'audio/webm';
  if (type === 'audio/mp4') return { type, extension: 'm4a' };
  if (type === 'audio/ogg') return { type, extension: 'ogg' };
  return { type: 'audio/webm', extension: 'webm' };
}

/** `0:07`, `1:00`: a stopwatch of whole seconds. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
