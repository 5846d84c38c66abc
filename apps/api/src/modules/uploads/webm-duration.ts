const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const CLUSTER = 0x1f43b675;
const BLOCK_GROUP = 0xa0;
const TIMECODE_SCALE = 0x2ad7b1;
const CLUSTER_TIMECODE = 0xe7;
const SIMPLE_BLOCK = 0xa3;
const BLOCK = 0xa1;
const TRACKS = 0x1654ae6b;
const TRACK_ENTRY = 0xae;
const TRACK_TYPE = 0x83;
const VIDEO_TRACK = 1;
const AUDIO_TRACK = 2;
/** Elements whose children are read in place (a live recording leaves their sizes unknown). */
const CONTAINERS = new Set([SEGMENT, INFO, TRACKS, TRACK_ENTRY, CLUSTER, BLOCK_GROUP]);

/** An EBML variable-length integer at `pos`: its value (marker kept for ids) and length. */
function vint(
  buffer: Buffer,
  pos: number,
  keepMarker: boolean,
): { value: number; length: number; unknown: boolean } | null {
  const first = buffer[pos];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (pos + length > buffer.length || length > 8) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    value = value * 256 + buffer[pos + i]!;
    if (buffer[pos + i] !== 0xff) allOnes = false;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

function readUint(buffer: Buffer, pos: number, size: number): number {
  let value = 0;
  for (let i = 0; i < size; i++) value = value * 256 + buffer[pos + i]!;
  return value;
}

/**
 * The length of a WebM recording that has no Duration element (MediaRecorder
 * in Chromium streams it and never goes back to write one): the time of its
 * last block, read by walking clusters. Undefined without an audio track or a
 * block, or with a video track (a film is not a voice note).
 */
export function webmDurationSeconds(buffer: Buffer): number | undefined {
  let scale = 1_000_000;
  let clusterTime = 0;
  let last: number | undefined;
  let hasAudio = false;
  let hasVideo = false;
  let pos = 0;
  while (pos < buffer.length) {
    const id = vint(buffer, pos, true);
    if (!id) break;
    const size = vint(buffer, pos + id.length, false);
    if (!size) break;
    const start = pos + id.length + size.length;
    if (CONTAINERS.has(id.value)) {
      pos = start;
      continue;
    }
    if (size.unknown || start + size.value > buffer.length) break;
    if (id.value === TIMECODE_SCALE) scale = readUint(buffer, start, size.value);
    else if (id.value === TRACK_TYPE) {
      const type = readUint(buffer, start, size.value);
      hasAudio ||= type === AUDIO_TRACK;
      hasVideo ||= type === VIDEO_TRACK;
    } else if (id.value === CLUSTER_TIMECODE) clusterTime = readUint(buffer, start, size.value);
    else if (id.value === SIMPLE_BLOCK || id.value === BLOCK) {
      const track = vint(buffer, start, false);
      if (track && start + track.length + 2 <= buffer.length) {
        const time = clusterTime + buffer.readInt16BE(start + track.length);
        last = last === undefined ? time : Math.max(last, time);
      }
    }
    pos = start + size.value;
  }
  return last === undefined || !hasAudio || hasVideo ? undefined : (last * scale) / 1e9;
}
