import { describe, expect, it } from 'vitest';
import { fileTypeOf, formatClock, pickRecordingType, VOICE_NOTE_STOP_AT_MS } from './voice-recording.ts';

describe('voice recording', () => {
  it('records Opus in WebM where the browser can, MP4 on Safari, else lets the recorder choose', () => {
    expect(pickRecordingType(() => true)).toBe('audio/webm;codecs=opus');
    expect(pickRecordingType((type) => type === 'audio/mp4')).toBe('audio/mp4');
    expect(pickRecordingType(() => false)).toBe('');
  });

  it('announces the bare type and a matching extension', () => {
    expect(fileTypeOf('audio/webm;codecs=opus')).toEqual({ type: 'audio/webm', extension: 'webm' });
    expect(fileTypeOf('audio/ogg; codecs=opus')).toEqual({ type: 'audio/ogg', extension: 'ogg' });
    expect(fileTypeOf('audio/mp4')).toEqual({ type: 'audio/mp4', extension: 'm4a' });
    expect(fileTypeOf('')).toEqual({ type: 'audio/webm', extension: 'webm' });
  });

  it('shows whole seconds as a stopwatch and stops before the one-minute limit', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(7.9)).toBe('0:07');
    expect(formatClock(60)).toBe('1:00');
    expect(VOICE_NOTE_STOP_AT_MS).toBeLessThan(60_000);
  });
});
