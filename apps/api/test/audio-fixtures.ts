/**
 * Real audio files made in memory for upload tests: the formats browsers
 * record (Ogg/Opus in Firefox, WebM/Opus without a Duration element in
 * Chromium), plain WAV and MP3, each of silence lasting exactly `seconds`;
 * and files whose headers claim another length than they hold.
 */

/** 8 kHz mono 8-bit PCM WAV. */
export function wavOfSeconds(seconds: number): Buffer {
  const rate = 8000;
  const data = Buffer.alloc(rate * seconds, 0x80);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'latin1');
  header.write('fmt ', 12, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate, 28); // bytes per second
  header.writeUInt16LE(1, 32); // block align
  header.writeUInt16LE(8, 34); // bits per sample
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let r = n << 24;
  for (let i = 0; i < 8; i++) r = r & 0x80000000 ? (r << 1) ^ 0x04c11db7 : r << 1;
  return r >>> 0;
});

function oggCrc(page: Buffer): number {
  let crc = 0;
  for (const byte of page) crc = ((crc << 8) ^ CRC_TABLE[((crc >>> 24) ^ byte) & 0xff]!) >>> 0;
  return crc;
}

function oggPage(packets: Buffer[], sequence: number, granule: bigint, flags: number): Buffer {
  const lacing: number[] = [];
  for (const packet of packets) {
    let left = packet.length;
    while (left >= 255) {
      lacing.push(255);
      left -= 255;
    }
    lacing.push(left);
  }
  const header = Buffer.alloc(27 + lacing.length);
  header.write('OggS', 0, 'latin1');
  header[5] = flags;
  header.writeBigInt64LE(granule, 6);
  header.writeUInt32LE(0x0b5e_d7e5, 14); // stream serial
  header.writeUInt32LE(sequence, 18);
  header[26] = lacing.length;
  Buffer.from(lacing).copy(header, 27);
  const page = Buffer.concat([header, ...packets]);
  page.writeUInt32LE(oggCrc(page), 22);
  return page;
}

const PRE_SKIP = 312;

function opusHead(): Buffer {
  const head = Buffer.alloc(19);
  head.write('OpusHead', 0, 'latin1');
  head[8] = 1; // version
  head[9] = 1; // mono
  head.writeUInt16LE(PRE_SKIP, 10);
  head.writeUInt32LE(48000, 12);
  return head;
}

/** 20 ms Opus frames (TOC 0xF8 with an empty frame: silence), 50 a second. */
const SILENT_FRAME = Buffer.from([0xf8]);

/** Ogg/Opus, as Firefox's MediaRecorder writes it. */
export function oggOpusOfSeconds(seconds: number): Buffer {
  const vendor = Buffer.from('bedesten-test');
  const tags = Buffer.alloc(8 + 4 + vendor.length + 4);
  tags.write('OpusTags', 0, 'latin1');
  tags.writeUInt32LE(vendor.length, 8);
  vendor.copy(tags, 12);
  const pages = [oggPage([opusHead()], 0, 0n, 0x02), oggPage([tags], 1, 0n, 0)];
  for (let s = 1; s <= seconds; s++) {
    const packets = Array.from({ length: 50 }, () => SILENT_FRAME);
    pages.push(oggPage(packets, s + 1, BigInt(s * 48000 + PRE_SKIP), s === seconds ? 0x04 : 0));
  }
  return Buffer.concat(pages);
}

const UNKNOWN_SIZE = Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);

function ebmlSize(length: number): Buffer {
  const size = Buffer.alloc(8);
  size.writeBigUInt64BE(BigInt(length) | (1n << 56n));
  return size;
}

const element = (id: number[], ...children: Buffer[]) => {
  const body = Buffer.concat(children);
  return Buffer.concat([Buffer.from(id), ebmlSize(body.length), body]);
};
const uint = (id: number[], value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return element(id, bytes);
};

/** WebM/Opus as Chromium's MediaRecorder writes it: live, so no Duration and clusters of unknown size (track type 1: a video). */
export function webmOpusOfSeconds(seconds: number, trackType: 1 | 2 = 2): Buffer {
  return webmOpus(seconds, trackType);
}

/**
 * WebM/Opus as a muxer writes it after the fact: every size known and a
 * Segment Info Duration, here claiming `claimedSeconds`, over clusters whose
 * blocks run `seconds`.
 */
export function webmOpusClaiming(seconds: number, claimedSeconds: number): Buffer {
  return webmOpus(seconds, 2, claimedSeconds);
}

function webmOpus(seconds: number, trackType: 1 | 2, claimedSeconds?: number): Buffer {
  const sized = claimedSeconds !== undefined;
  const duration = Buffer.alloc(8);
  duration.writeDoubleBE((claimedSeconds ?? 0) * 1000);
  const header = element(
    [0x1a, 0x45, 0xdf, 0xa3],
    uint([0x42, 0x86], 1),
    uint([0x42, 0xf7], 1),
    uint([0x42, 0xf2], 4),
    uint([0x42, 0xf3], 8),
    element([0x42, 0x82], Buffer.from('webm')),
    uint([0x42, 0x87], 4),
    uint([0x42, 0x85], 2),
  );
  const info = element(
    [0x15, 0x49, 0xa9, 0x66],
    uint([0x2a, 0xd7, 0xb1], 1_000_000),
    element([0x4d, 0x80], Buffer.from('bedesten-test')),
    element([0x57, 0x41], Buffer.from('bedesten-test')),
    ...(sized ? [element([0x44, 0x89], duration)] : []),
  );
  const rate = Buffer.alloc(8);
  rate.writeDoubleBE(48000);
  const tracks = element(
    [0x16, 0x54, 0xae, 0x6b],
    element(
      [0xae],
      uint([0xd7], 1),
      uint([0x73, 0xc5], 1),
      uint([0x83], trackType),
      element([0x86], Buffer.from('A_OPUS')),
      element([0x63, 0xa2], opusHead()),
      element([0xe1], element([0xb5], rate), uint([0x9f], 1)),
    ),
  );
  const clusters: Buffer[] = [];
  for (let s = 0; s < seconds; s++) {
    const blocks = Array.from({ length: 50 }, (_, i) => {
      const block = Buffer.from([0x81, 0, 0, 0x80, 0xf8]);
      block.writeInt16BE(i * 20, 1);
      return element([0xa3], block);
    });
    // The last block starts 20 ms before the end.
    if (s === seconds - 1) blocks.push(element([0xa3], Buffer.from([0x81, 0x03, 0xe8, 0x80, 0xf8])));
    const time = uint([0xe7], s * 1000);
    clusters.push(
      sized
        ? element([0x1f, 0x43, 0xb6, 0x75], time, ...blocks)
        : Buffer.concat([Buffer.from([0x1f, 0x43, 0xb6, 0x75]), UNKNOWN_SIZE, time, ...blocks]),
    );
  }
  const segment = [0x18, 0x53, 0x80, 0x67];
  return sized
    ? Buffer.concat([header, element(segment, info, tracks, ...clusters)])
    : Buffer.concat([header, Buffer.from(segment), UNKNOWN_SIZE, info, tracks, ...clusters]);
}

/** MPEG-1 Layer III, 48 kHz mono at 32 kbit/s: 96-byte frames of 1152 samples (24 ms), silent. */
const MP3_FRAME_SECONDS = 1152 / 48000;
function mp3Frame(): Buffer {
  const frame = Buffer.alloc(96);
  frame.writeUInt32BE(0xfffb14c0);
  return frame;
}

/**
 * An MP3 of silence lasting `seconds` (whole frames). With `xingSeconds`, its
 * first frame is a Xing header whose frame count claims that length instead,
 * as an encoder writes for VBR files (and anyone may write any number into).
 */
export function mp3OfSeconds(seconds: number, xingSeconds?: number): Buffer {
  const count = Math.round(seconds / MP3_FRAME_SECONDS);
  const frames = Array.from({ length: count }, mp3Frame);
  if (xingSeconds !== undefined) {
    const xing = mp3Frame();
    // After the 4-byte header and 17 bytes of mono MPEG-1 side information.
    xing.write('Xing', 21, 'latin1');
    const claimed = Math.round(xingSeconds / MP3_FRAME_SECONDS);
    xing.writeUInt32BE(0x3, 25); // frame and byte counts present
    xing.writeUInt32BE(claimed, 29);
    xing.writeUInt32BE(claimed * 96, 33);
    frames.unshift(xing);
  }
  return Buffer.concat(frames);
}
