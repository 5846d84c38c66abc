import { randomUUID } from 'node:crypto';
import { parseBuffer } from 'music-metadata';
import { VOICE_NOTE_MAX_SECONDS } from '@bedesten/core/requests/request-status';
import type { ObjectStorage } from '../../lib/object-storage/object-storage.ts';
import { PUBLIC_CACHE_CONTROL } from './process-upload.ts';
import { mp3DurationSeconds } from './mp3-duration.ts';
import { webmDurationSeconds } from './webm-duration.ts';

export interface AudioKind {
  ext: 'webm' | 'ogg' | 'm4a' | 'mp3' | 'wav';
  mime: string;
}

const at = (buffer: Buffer, offset: number, text: string) =>
  buffer.length >= offset + text.length && buffer.subarray(offset, offset + text.length).toString('latin1') === text;

/**
 * The audio type by its first bytes (what browsers record: WebM/Opus in
 * Chromium, Ogg/Opus in Firefox, MP4/AAC in Safari; also MP3 and WAV). The
 * name and content type the client sent are not trusted.
 */
export function sniffAudio(buffer: Buffer): AudioKind | null {
  if (buffer.length < 12) return null;
  if (buffer.readUInt32BE(0) === 0x1a45dfa3) return { ext: 'webm', mime: 'audio/webm' };
  if (at(buffer, 0, 'OggS')) return { ext: 'ogg', mime: 'audio/ogg' };
  if (at(buffer, 4, 'ftyp')) return { ext: 'm4a', mime: 'audio/mp4' };
  if (at(buffer, 0, 'RIFF') && at(buffer, 8, 'WAVE')) return { ext: 'wav', mime: 'audio/wav' };
  if (at(buffer, 0, 'ID3') || (buffer[0] === 0xff && (buffer[1]! & 0xe0) === 0xe0))
    return { ext: 'mp3', mime: 'audio/mpeg' };
  return null;
}

/**
 * A WAV's length by the bytes after its `data` chunk header, whatever size the chunk claims: many players read
 * to the end of the file (a recorder that never went back to write the size leaves 0 or 0xFFFFFFFF there).
 */
function wavSecondsHeld(buffer: Buffer): number | undefined {
  let pos = 12;
  let byteRate = 0;
  while (pos + 8 <= buffer.length) {
    const id = buffer.toString('latin1', pos, pos + 4);
    const size = buffer.readUInt32LE(pos + 4);
    if (id === 'fmt ' && pos + 16 <= buffer.length) byteRate = buffer.readUInt32LE(pos + 16);
    if (id === 'data') return byteRate > 0 ? (buffer.length - pos - 8) / byteRate : undefined;
    pos += 8 + size + (size & 1);
  }
  return undefined;
}

export type VoiceNoteCheck =
  | { ok: true; kind: AudioKind; durationSeconds: number }
  | { ok: false; key: 'invalid_audio_type' | 'voice_note_too_long' };

/** A recording stopped at the limit runs a few milliseconds over it. */
const TOLERANCE_SECONDS = 0.5;

/**
 * Checks a voice note from the file itself: an audio type we take, a length
 * measured from its contents rather than what its headers claim (ADR 0085:
 * MP3 by summing its frames, WebM by its last block's time, WAV by the
 * samples present; Ogg by its last page's granule position and MP4 by its
 * track header, as music-metadata reads them), at most `maxSeconds`. Used
 * by broadcast requests and chat alike.
 */
export async function checkVoiceNote(buffer: Buffer, maxSeconds = VOICE_NOTE_MAX_SECONDS): Promise<VoiceNoteCheck> {
  const kind = sniffAudio(buffer);
  if (!kind) return { ok: false, key: 'invalid_audio_type' };
  let duration: number | undefined;
  try {
    const metadata = await parseBuffer(
      buffer,
      { mimeType: kind.mime, size: buffer.length },
      { duration: true, skipCovers: true },
    );
    // A video (an MP4 or WebM film, a HEIC picture in an ISO box) is not a voice note.
    if (metadata.format.hasVideo) return { ok: false, key: 'invalid_audio_type' };
    duration = metadata.format.duration;
  } catch {
    // music-metadata cannot walk a live WebM (sizes left unknown); our own reader below can. Others are broken.
    if (kind.ext !== 'webm') return { ok: false, key: 'invalid_audio_type' };
  }
  // What a header claims is not taken where the file can be measured (ADR 0085): an MP3 by its frames, a WebM by
  // its last block, a WAV by the samples it holds.
  if (kind.ext === 'mp3') duration = mp3DurationSeconds(buffer);
  else if (kind.ext === 'webm') duration = webmDurationSeconds(buffer);
  else if (kind.ext === 'wav' && duration !== undefined) duration = Math.max(duration, wavSecondsHeld(buffer) ?? 0);
  if (duration === undefined || !Number.isFinite(duration) || duration <= 0)
    return { ok: false, key: 'invalid_audio_type' };
  if (duration > maxSeconds + TOLERANCE_SECONDS) return { ok: false, key: 'voice_note_too_long' };
  return { ok: true, kind, durationSeconds: Math.min(maxSeconds, Math.max(1, Math.round(duration))) };
}

/**
 * Keeps a checked voice note under the public `uploads/audio/` prefix with a
 * random name (as pictures are), kept as sent: re-encoding audio would need a
 * codec library for no gain, since these formats carry no location.
 */
export async function storeVoiceNote(storage: ObjectStorage, buffer: Buffer, kind: AudioKind) {
  const id = randomUUID();
  const key = `uploads/audio/${id}.${kind.ext}`;
  await storage.put(key, buffer, { contentType: kind.mime, cacheControl: PUBLIC_CACHE_CONTROL });
  return { id, url: `/${key}` };
}
