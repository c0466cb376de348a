import { createReadStream } from 'node:fs';
import { stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { type MovieProbe, runFfmpeg } from '../../platform/media/ffmpeg';
import { watermarkSvg } from '../../platform/media/watermark';
import type { MovieContainer } from './movie-inspection';
import { type Derivatives, makeDerivatives } from './photo-derivatives';
import { CLIP_MAX_HEIGHT, CLIP_SECONDS } from './photo-limits';

export type MovieDerivatives = {
  /** Thumbnails, watermarked preview and placeholder of the poster frame, as photos get. */
  poster: Derivatives;
  clipFile: string;
  delivery: { file: string; size: number; crc32: number };
};

/** What carries the watermark: the poster's derivatives and the clip (burnt into its frames). */
export type WatermarkedMovieDerivatives = Omit<MovieDerivatives, 'delivery'>;

// Longest a step may take before it counts as hung (the queue retries the job). Together
// they stay under the job queue's 10 minutes after which a running job is handed to another
// worker. A 30 s 1080p movie took seconds in all (docs/architecture.md); the delivery copy of
// a 2 GB movie is a sequential read and two writes (`+faststart`), bound by the disk (not
// measured at that size).
const POSTER_TIMEOUT_MS = 60_000;
const CLIP_TIMEOUT_MS = 3 * 60_000;
const DELIVERY_TIMEOUT_MS = 5 * 60_000;

/** An even number (H.264 in 4:2:0 needs even sides). */
const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

/** The clip's size: the movie's shape at most 480 px high (never enlarged). */
export function clipSize(probe: Pick<MovieProbe, 'width' | 'height'>): { width: number; height: number } {
  const height = even(Math.min(CLIP_MAX_HEIGHT, probe.height));
  return { width: even((probe.width * height) / probe.height), height };
}

/**
 * A frame a little into the movie (the first is often black or a fade-in), rotated as shown,
 * as PNG. ffmpeg applies the stream's rotation when decoding.
 */
async function posterFrame(original: string, probe: MovieProbe): Promise<Buffer> {
  const at = Math.min(1, probe.durationMs / 2000);
  const grab = (seconds: number) =>
    runFfmpeg(
      ['-ss', seconds.toFixed(3), '-i', original, '-frames:v', '1', '-f', 'image2pipe', '-c:v', 'png', '-'],
      { timeoutMs: POSTER_TIMEOUT_MS, captureStdout: true },
    ).then((r) => r.stdout);
  const frame = await grab(at);
  // A seek past the last decodable frame gives nothing: the first frame then.
  return frame.length > 0 ? frame : grab(0);
}

/**
 * The preview clip: the first 15 s at ≤ 480 px high, H.264 + AAC, `+faststart` so it plays
 * while loading, with the organisation's watermark. The overlay is the photo previews' SVG
 * rendered by sharp to a PNG of the clip's exact size (ffmpeg's drawtext would need fonts
 * that a static build and a bare server may lack), composited by ffmpeg's overlay filter.
 */
async function previewClip(
  original: string,
  probe: MovieProbe,
  watermarkText: string,
  workDir: string,
): Promise<string> {
  const size = clipSize(probe);
  const overlay = path.join(workDir, 'watermark.png');
  await writeFile(
    overlay,
    await sharp(watermarkSvg(size.width, size.height, watermarkText))
      .png()
      .toBuffer(),
  );
  const out = path.join(workDir, 'clip.mp4');
  // High frame rates (60 fps phone video) halve: a preview needs no more than 30.
  const fps = probe.fps && probe.fps > 31 ? ',fps=30' : '';
  const filter = `[0:v]scale=${size.width}:${size.height},setsar=1${fps}[v];[v][1:v]overlay=0:0,format=yuv420p[out]`;
  await runFfmpeg(
    [
      ...['-t', String(CLIP_SECONDS), '-i', original, '-i', overlay],
      ...['-filter_complex', filter, '-map', '[out]', '-map', '0:a?'],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '28', '-profile:v', 'main', '-threads', '2'],
      ...['-c:a', 'aac', '-b:a', '96k', '-ac', '2'],
      ...['-t', String(CLIP_SECONDS), '-map_metadata', '-1', '-movflags', '+faststart', '-y', out],
    ],
    { timeoutMs: CLIP_TIMEOUT_MS },
  );
  return out;
}

/**
 * The buyer's file: the original's video and audio streams copied as they are (`-c copy`, no
 * re-encoding), without any metadata — no `©xyz`/`loci` location, no camera or phone tags —
 * and without other tracks (timed metadata tracks of phones can carry location too). The
 * display rotation is kept (ffmpeg carries it as stream side data, not as a tag), and
 * `+faststart` lets the library play it while it downloads.
 */
async function deliveryCopy(original: string, container: MovieContainer, workDir: string): Promise<string> {
  const out = path.join(workDir, `delivery.${container}`);
  await runFfmpeg(
    [
      ...['-i', original, '-map', '0:v:0', '-map', '0:a?', '-map_metadata', '-1', '-map_chapters', '-1'],
      ...['-c', 'copy', '-fflags', '+bitexact', '-movflags', '+faststart', '-f', container, '-y', out],
    ],
    { timeoutMs: DELIVERY_TIMEOUT_MS },
  );
  return out;
}

/** Size and CRC-32 of a file, read as a stream (a zip states both before the file's bytes). */
export async function sizeAndCrc32(file: string): Promise<{ size: number; crc32: number }> {
  let crc = 0;
  for await (const chunk of createReadStream(file, { highWaterMark: 1024 * 1024 })) {
    crc = crc32(chunk as Buffer, crc);
  }
  return { size: (await stat(file)).size, crc32: crc };
}

/**
 * The watermarked derivatives of one movie, written into `workDir`: all a watermark change
 * makes again (the clip is re-encoded, its watermark being part of its pixels).
 */
export async function makeWatermarkedMovieDerivatives(
  original: string,
  probe: MovieProbe,
  watermarkText: string,
  workDir: string,
): Promise<WatermarkedMovieDerivatives> {
  const poster = await makeDerivatives(await posterFrame(original, probe), watermarkText);
  const clipFile = await previewClip(original, probe, watermarkText, workDir);
  return { poster, clipFile };
}

/** Every derivative of one movie, written into `workDir` (the caller stores and removes them). */
export async function makeMovieDerivatives(
  original: string,
  container: MovieContainer,
  probe: MovieProbe,
  watermarkText: string,
  workDir: string,
): Promise<MovieDerivatives> {
  const marked = await makeWatermarkedMovieDerivatives(original, probe, watermarkText, workDir);
  const deliveryFile = await deliveryCopy(original, container, workDir);
  return { ...marked, delivery: { file: deliveryFile, ...(await sizeAndCrc32(deliveryFile)) } };
}
