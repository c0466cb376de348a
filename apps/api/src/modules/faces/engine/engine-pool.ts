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
    // Hand the pixels over instead of copying them; a view on a shared or pooled buffer is
    // copied first, because only a whole ArrayBuffer can be transferred.
    const own =
      image.data.byteOffset === 0 && image.data.byteLength === image.data.buffer.byteLength
        ? image.data
        : new Uint8Array(image.data);
    const task: DetectTask = { image: { ...image, data: own }, options };
    return this.pool.run(task, { transferList: [own.buffer as ArrayBuffer] });
  }

  async close(): Promise<void> {
    await this.pool.destroy();
  }
}
