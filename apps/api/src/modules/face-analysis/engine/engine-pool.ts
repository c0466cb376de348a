import os from 'node:os';
import { Piscina } from 'piscina';
import type { DetectTask } from './engine-worker';
import type { DetectedFace, DetectOptions, FaceEngine, RgbImage } from './face-engine';

const WORKER_URL = new URL(
  `./engine-worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`,
  import.meta.url,
);

/**
 * The face engine on a pool of worker threads. TensorFlow.js's wasm backend is single-
 * threaded in Node, so each worker owns one engine and the pool spreads photos (and the
 * tiles of one photo) over the cores.
 */
export class FaceEnginePool implements FaceEngine {
  private readonly pool: Piscina<DetectTask, DetectedFace[]>;

  constructor(threads = os.availableParallelism()) {
    this.pool = new Piscina({
      filename: WORKER_URL.href,
      minThreads: threads,
      maxThreads: threads,
      // The worker is TypeScript when the product runs from source (tsx); loaders are per thread.
      execArgv: WORKER_URL.pathname.endsWith('.ts') ? ['--import', 'tsx'] : [],
      // Models and the wasm heap stay loaded: starting a worker costs ~0.5 s.
      idleTimeout: Number.POSITIVE_INFINITY,
    });
  }

  get threads(): number {
    return this.pool.threads.length;
  }

  detect(image: RgbImage, options?: DetectOptions): Promise<DetectedFace[]> {
    const data = transferablePixels(image.data);
    const task: DetectTask = { image: { ...image, data }, options };
    return this.pool.run(task, { transferList: [data.buffer] });
  }

  async close(): Promise<void> {
    await this.pool.destroy();
  }
}

/**
 * The pixels copied into a fresh ArrayBuffer of their own, which the worker receives without
 * a second copy (moved, not cloned), and which every supported Node can move. The caller's
 * buffer is never moved: sharp's output lives in memory V8 cannot detach — Node 20 quietly
 * cloned such a buffer named in a transfer list, Node 22 and 24 refuse it ("Cannot transfer
 * object of unsupported type") — and a caller keeps reading its pixels after the call
 * (tiles are cut from the same photo). The copy costs ~1 ms for a 2048 px photo against
 * hundreds for the detection (measured in bench/face-index).
 */
export function transferablePixels(data: Uint8Array): Uint8Array<ArrayBuffer> {
  return new Uint8Array(data);
}
