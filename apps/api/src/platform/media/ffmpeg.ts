import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

/**
 * ffmpeg for movies: the binary shipped by `@ffmpeg-installer/ffmpeg` (so `npm install` is
 * enough on a fresh machine), else the system's `ffmpeg` on PATH (a platform the package
 * has no build for, or an install that skipped optional dependencies). `FFMPEG_PATH`
 * overrides both, for a newer build with more codecs.
 */
let binary: string | undefined;
export function ffmpegPath(): string {
  if (binary) return binary;
  if (process.env.FFMPEG_PATH) {
    binary = process.env.FFMPEG_PATH;
    return binary;
  }
  try {
    // The package's entry throws when no binary exists for this platform.
    binary = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  } catch {
    binary = 'ffmpeg';
  }
  return binary;
}

/** ffmpeg stopped with an error; `stderr` ends with its reason. */
export class FfmpegError extends Error {
  constructor(
    message: string,
    readonly stderr: string,
    /** The process could not start at all (no binary): not the input's fault. */
    readonly notStarted = false,
    /** Ended by a signal (our timeout, or the system out of memory): not proven the input's fault. */
    readonly killed = false,
  ) {
    super(message);
  }
}

// ffmpeg logs progress to stderr without end: only its tail tells why it failed.
const STDERR_KEEP = 64 * 1024;

/**
 * Runs ffmpeg with `args` (never through a shell: file names are arguments, not code) and
 * answers its stdout and the tail of its stderr. `okExitCodes` lets a probe (`-i` with no
 * output, which exits 1) count as success. A run past `timeoutMs` is killed.
 */
export function runFfmpeg(
  args: string[],
  options: { timeoutMs: number; okExitCodes?: number[]; captureStdout?: boolean },
): Promise<{ stdout: Buffer; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath(), ['-hide_banner', '-nostdin', ...args], {
      stdio: ['ignore', options.captureStdout ? 'pipe' : 'ignore', 'pipe'],
    });
    const out: Buffer[] = [];
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (text: string) => {
      stderr += text;
      if (stderr.length > STDERR_KEEP * 2) stderr = stderr.slice(-STDERR_KEEP);
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new FfmpegError(`ffmpeg could not start: ${error.message}`, '', true));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code !== null && (code === 0 || options.okExitCodes?.includes(code))) {
        resolve({ stdout: Buffer.concat(out), stderr });
        return;
      }
      const why = signal ? `killed (${signal}, timeout ${options.timeoutMs} ms)` : `exit ${code}`;
      reject(new FfmpegError(`ffmpeg failed: ${why}: ${stderr.slice(-500)}`, stderr, false, signal !== null));
    });
  });
}

export type MovieProbe = {
  durationMs: number;
  /** Coded size of the video stream (before rotation). */
  codedWidth: number;
  codedHeight: number;
  /** Display rotation in degrees (phones store portrait video as landscape + rotation). */
  rotation: number;
  /** Size as shown, rotation applied. */
  width: number;
  height: number;
  fps: number | null;
  hasAudio: boolean;
};

/**
 * What ffmpeg says of a movie file, from its header dump (the static ffmpeg build ships no
 * ffprobe). Null when it finds no video stream or no duration: not a movie we can sell.
 */
export async function probeMovie(file: string): Promise<MovieProbe | null> {
  let stderr: string;
  try {
    ({ stderr } = await runFfmpeg(['-i', file], { timeoutMs: 60_000, okExitCodes: [1] }));
  } catch (error) {
    if (error instanceof FfmpegError && !error.notStarted) return null;
    throw error;
  }
  return parseProbe(stderr);
}

export function parseProbe(text: string): MovieProbe | null {
  const duration = /Duration: (\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(text);
  const video = /Stream #\d+:\d+[^\n]*?: Video: [^\n]*?(\d{2,5})x(\d{2,5})/.exec(text);
  if (!duration || !video) return null;
  const durationMs = Math.round(
    (Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3])) * 1000,
  );
  if (!(durationMs > 0)) return null;
  const codedWidth = Number(video[1]);
  const codedHeight = Number(video[2]);
  // ffmpeg 4 prints the stream's `rotate` tag; newer builds a display matrix instead.
  const rotateTag = /^\s+rotate\s+:\s+(-?\d+)/m.exec(text);
  const matrix = /rotation of (-?[\d.]+) degrees/.exec(text);
  const raw = rotateTag ? Number(rotateTag[1]) : matrix ? -Number(matrix[1]) : 0;
  const rotation = (((Math.round(raw / 90) * 90) % 360) + 360) % 360;
  const turned = rotation === 90 || rotation === 270;
  const fps = /, ([\d.]+) fps/.exec(video[0] + text.slice(video.index + video[0].length).split('\n')[0]);
  return {
    durationMs,
    codedWidth,
    codedHeight,
    rotation,
    width: turned ? codedHeight : codedWidth,
    height: turned ? codedWidth : codedHeight,
    fps: fps ? Number(fps[1]) : null,
    hasAudio: /Stream #\d+:\d+[^\n]*?: Audio: /.test(text),
  };
}
