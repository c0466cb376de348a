import { describe, expect, it } from 'vitest';
import { parseRange } from '../../platform/http/media-range';
import { parseProbe } from '../../platform/media/ffmpeg';
import { clipSize } from './movie-derivatives';
import { sniffMovie } from './movie-inspection';

const ftyp = (brand: string) =>
  Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from(`ftyp${brand}`), Buffer.alloc(12)]);

describe('movies are told by their ftyp box (issue: delivery, movies)', () => {
  it('takes MP4 and MOV brands, and leaves HEIC/AVIF photos and other files alone', () => {
    expect(sniffMovie(ftyp('isom'))).toBe('mp4');
    expect(sniffMovie(ftyp('mp42'))).toBe('mp4');
    expect(sniffMovie(ftyp('qt  '))).toBe('mov');
    for (const brand of ['heic', 'mif1', 'avif']) expect(sniffMovie(ftyp(brand))).toBeNull();
    expect(sniffMovie(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0, 0, 0, 0, 0]))).toBeNull();
    expect(sniffMovie(Buffer.from('ftyp'))).toBeNull();
  });
});

describe('probing from ffmpeg’s header dump', () => {
  const dump = (extra: string) => `Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'x.mov':
  Duration: 00:01:02.50, start: 0.000000, bitrate: 17000 kb/s
    Stream #0:0(und): Video: h264 (High) (avc1 / 0x31637661), yuv420p(tv, bt709), 1920x1080, 16000 kb/s, 59.94 fps, 59.94 tbr, 600 tbn (default)
    Metadata:
${extra}      handler_name    : Core Media Video
    Stream #0:1(und): Audio: aac (LC) (mp4a / 0x6134706D), 44100 Hz, stereo, fltp, 256 kb/s (default)
`;
  it('reads duration, size, frame rate and audio', () => {
    expect(parseProbe(dump(''))).toEqual({
      durationMs: 62_500,
      codedWidth: 1920,
      codedHeight: 1080,
      rotation: 0,
      width: 1920,
      height: 1080,
      fps: 59.94,
      hasAudio: true,
    });
  });
  it('turns a phone’s portrait movie (rotate tag or display matrix) upright', () => {
    expect(parseProbe(dump('      rotate          : 90\n'))).toMatchObject({
      rotation: 90,
      width: 1080,
      height: 1920,
    });
    const matrix = `${dump('')}    Side data:\n      displaymatrix: rotation of -90.00 degrees\n`;
    expect(parseProbe(matrix)).toMatchObject({ rotation: 90, width: 1080, height: 1920 });
  });
  it('is null without a video stream or a duration', () => {
    expect(parseProbe('Input #0 ... Stream #0:0: Audio: aac\n  Duration: 00:00:03.00,')).toBeNull();
    expect(parseProbe('x.mp4: Invalid data found when processing input')).toBeNull();
  });
  it('sizes the preview clip at most 480 px high, even sides, never enlarged', () => {
    expect(clipSize({ width: 1920, height: 1080 })).toEqual({ width: 854, height: 480 });
    expect(clipSize({ width: 1080, height: 1920 })).toEqual({ width: 270, height: 480 });
    expect(clipSize({ width: 320, height: 240 })).toEqual({ width: 320, height: 240 });
  });
});

describe('Range headers', () => {
  it('answers one range, clipped; past the end is unsatisfiable; anything else is the whole file', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=990-2000', 1000)).toEqual({ start: 990, end: 999 });
    expect(parseRange('bytes=-10', 1000)).toEqual({ start: 990, end: 999 });
    expect(parseRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
    expect(parseRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 1000)).toBe('unsatisfiable');
    for (const other of [undefined, 'bytes=0-1,5-9', 'items=0-1', 'bytes=5-2', 'bytes=-'])
      expect(parseRange(other, 1000)).toBeNull();
  });
});
