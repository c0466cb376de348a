import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runFfmpeg } from '../platform/media/ffmpeg';

export type SyntheticMovieOptions = {
  seconds: number;
  width: number;
  height: number;
  fps?: number;
  container?: 'mp4' | 'mov';
  /** An ISO 6709 location tag, as phones write it (`+35.6895+139.6917/`). */
  location?: string;
};

/**
 * A movie drawn by ffmpeg (test pattern with a moving clock, and a tone): the demo's sports
 * day relay and the tests' clips, so no video file is kept in the repository.
 */
export async function makeSyntheticMovie(options: SyntheticMovieOptions): Promise<Buffer> {
  const container = options.container ?? 'mp4';
  const dir = await mkdtemp(path.join(os.tmpdir(), 'omoide-synthetic-'));
  try {
    const out = path.join(dir, `movie.${container}`);
    const size = `${options.width}x${options.height}`;
    await runFfmpeg(
      [
        ...['-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=${options.fps ?? 30}`],
        ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000'],
        ...['-t', String(options.seconds), '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '30'],
        ...['-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '64k'],
        ...(options.location ? ['-metadata', `location=${options.location}`] : []),
        ...['-f', container, '-y', out],
      ],
      { timeoutMs: 120_000 },
    );
    return await readFile(out);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
