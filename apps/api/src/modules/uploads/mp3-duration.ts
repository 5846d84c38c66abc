/** kbit/s by bitrate index: MPEG-1 Layer I, II, III; MPEG-2/2.5 Layer I, and II/III. */
const BITRATES = {
  v1l1: [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
  v1l2: [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
  v1l3: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  v2l1: [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
  v2l23: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
/** Hz by sample-rate index, for MPEG-1; MPEG-2 halves it, MPEG-2.5 quarters it. */
const SAMPLE_RATES = [44100, 48000, 32000];

interface Frame {
  bytes: number;
  seconds: number;
}

/** The MPEG audio frame whose header starts at `pos`, or null when no valid header is there. */
function frameAt(buffer: Buffer, pos: number): Frame | null {
  if (pos + 4 > buffer.length || buffer[pos] !== 0xff || (buffer[pos + 1]! & 0xe0) !== 0xe0) return null;
  const b1 = buffer[pos + 1]!;
  const b2 = buffer[pos + 2]!;
  const version = (b1 >> 3) & 3; // 0: 2.5, 2: 2, 3: 1
  const layer = 4 - ((b1 >> 1) & 3); // 1, 2 or 3 (4: reserved)
  const bitrateIndex = b2 >> 4;
  const rateIndex = (b2 >> 2) & 3;
  if (version === 1 || layer === 4 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return null;
  const v1 = version === 3;
  const table = v1 ? (layer === 1 ? 'v1l1' : layer === 2 ? 'v1l2' : 'v1l3') : layer === 1 ? 'v2l1' : 'v2l23';
  const bitrate = BITRATES[table][bitrateIndex]! * 1000;
  const sampleRate = SAMPLE_RATES[rateIndex]! / (v1 ? 1 : version === 2 ? 2 : 4);
  const padding = (b2 >> 1) & 1;
  const samples = layer === 1 ? 384 : layer === 3 && !v1 ? 576 : 1152;
  const bytes =
    layer === 1
      ? (Math.floor((12 * bitrate) / sampleRate) + padding) * 4
      : Math.floor(((samples / 8) * bitrate) / sampleRate) + padding;
  return { bytes, seconds: samples / sampleRate };
}

/** Where the audio starts: after an ID3v2 tag (its size is syncsafe), if any. */
function afterId3(buffer: Buffer): number {
  if (buffer.length < 10 || buffer.toString('latin1', 0, 3) !== 'ID3') return 0;
  const size =
    ((buffer[6]! & 0x7f) << 21) | ((buffer[7]! & 0x7f) << 14) | ((buffer[8]! & 0x7f) << 7) | (buffer[9]! & 0x7f);
  const footer = buffer[5]! & 0x10 ? 10 : 0;
  return 10 + size + footer;
}

/**
 * The length of an MP3 by its frames (ADR 0085): every MPEG audio frame is
 * walked and its samples counted, so neither a Xing/Info or VBRI frame count,
 * a LAME length, nor a guess from the first frames' bitrate decides it. A
 * frame is taken when the next one follows it (or the file ends, or a tag
 * starts); between frames anything else is skipped byte by byte, as a
 * decoder resyncs. A Xing/Info frame holds no audio and is not counted.
 * Undefined when no run of frames is found.
 */
export function mp3DurationSeconds(buffer: Buffer): number | undefined {
  let seconds = 0;
  let frames = 0;
  let pos = afterId3(buffer);
  while (pos + 4 <= buffer.length) {
    const frame = frameAt(buffer, pos);
    const next = frame ? pos + frame.bytes : 0;
    const followed =
      frame !== null &&
      (next >= buffer.length || frameAt(buffer, next) !== null || buffer.toString('latin1', next, next + 3) === 'TAG');
    if (!frame || !followed) {
      pos += 1;
      continue;
    }
    // Only the first frame may be an encoder's Xing/Info or VBRI frame.
    const tag = frames === 0 && !seconds ? buffer.toString('latin1', pos + 4, Math.min(next, pos + 40)) : '';
    if (!/Xing|Info|VBRI/.test(tag)) {
      seconds += frame.seconds;
      frames += 1;
    }
    pos = next;
  }
  return frames > 0 ? seconds : undefined;
}
