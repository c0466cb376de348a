import { FaceEnginePool } from './engine-pool';
import type { DetectOptions, FaceEngine, RgbImage } from './face-engine';

/**
 * The process's face engine, started on first use: a process that never sees a face (an API
 * process with indexing elsewhere, most tests) never loads the models.
 */
export class LazyFaceEngine implements FaceEngine {
  private pool: FaceEnginePool | null = null;

  constructor(private readonly threads: number) {}

  detect(image: RgbImage, options?: DetectOptions) {
    this.pool ??= new FaceEnginePool(this.threads);
    return this.pool.detect(image, options);
  }

  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = null;
    await pool?.close();
  }
}
