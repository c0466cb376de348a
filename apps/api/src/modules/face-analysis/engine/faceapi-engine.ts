import { createRequire } from 'node:module';
import path from 'node:path';
import type { DetectedFace, DetectOptions, FaceEngine, RgbImage } from './face-engine';

// The package ships a Node build for the wasm backend; it is CommonJS without an exports map.
const require = createRequire(import.meta.url);
type FaceApi = typeof import('@vladmandic/face-api/dist/face-api.node-wasm.js');

const DEFAULT_MIN_CONFIDENCE = 0.3;

/**
 * @vladmandic/face-api (MIT, models inside the package) on TensorFlow.js's wasm backend:
 * SSD MobileNet v1 detector, 68-point landmarks, 128-d recognition descriptor.
 *
 * The wasm backend runs on the calling thread, so one instance uses one core; the worker
 * pool runs one per thread. Load once per thread: the models take ~0.3 s and ~100 MB.
 */
/**
 * One pass of each network on a blank image, at load: a backend's first inference also
 * compiles and sizes its kernels (measured 540–870 ms against ≈ 300 ms after). Without it the
 * first photo each pool thread takes pays that, and a thread that sat idle behind another
 * makes the first side-by-side previews slower than one by one (bench/face-match).
 */
async function warmUp(faceapi: FaceApi): Promise<void> {
  const blank = faceapi.tf.zeros([160, 160, 3], 'int32') as unknown as Parameters<
    typeof faceapi.detectAllFaces
  >[0];
  try {
    // Confidence 0 and one result: a box goes through the landmarks and the descriptor too.
    await faceapi
      .detectAllFaces(blank, new faceapi.SsdMobilenetv1Options({ minConfidence: 0, maxResults: 1 }))
      .withFaceLandmarks()
      .withFaceDescriptors();
  } finally {
    (blank as unknown as { dispose(): void }).dispose();
  }
}

export class FaceApiEngine implements FaceEngine {
  private constructor(private readonly faceapi: FaceApi) {}

  static async load(): Promise<FaceApiEngine> {
    const faceapi: FaceApi = require('@vladmandic/face-api/dist/face-api.node-wasm.js');
    const wasm = require('@tensorflow/tfjs-backend-wasm') as {
      setWasmPaths(prefix: string, usePlatformFetch?: boolean): void;
    };
    const wasmDir = path.dirname(
      require.resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm'),
    );
    // Read the .wasm files from disk (the platform fetch cannot load plain paths).
    wasm.setWasmPaths(`${wasmDir}${path.sep}`, false);
    // The bundled typings of `tf` omit the backend functions the node-wasm build does export.
    const tf = faceapi.tf as unknown as {
      setBackend(name: string): Promise<boolean>;
      ready(): Promise<void>;
    };
    await tf.setBackend('wasm');
    await tf.ready();
    const modelDir = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'model');
    await faceapi.nets.ssdMobilenetv1.loadFromDisk(modelDir);
    await faceapi.nets.faceLandmark68Net.loadFromDisk(modelDir);
    await faceapi.nets.faceRecognitionNet.loadFromDisk(modelDir);
    await warmUp(faceapi);
    return new FaceApiEngine(faceapi);
  }

  async detect(image: RgbImage, options: DetectOptions = {}): Promise<DetectedFace[]> {
    const { faceapi } = this;
    const input = faceapi.tf.tensor3d(image.data, [image.height, image.width, 3], 'int32');
    try {
      const found = await faceapi
        .detectAllFaces(
          input as never,
          new faceapi.SsdMobilenetv1Options({
            minConfidence: options.minConfidence ?? DEFAULT_MIN_CONFIDENCE,
          }),
        )
        .withFaceLandmarks()
        .withFaceDescriptors();
      return found.map((face) => ({
        box: {
          x: face.detection.box.x,
          y: face.detection.box.y,
          width: face.detection.box.width,
          height: face.detection.box.height,
        },
        score: face.detection.score,
        landmarks: face.landmarks.positions.flatMap((p) => [p.x, p.y]),
        descriptor: face.descriptor,
      }));
    } finally {
      input.dispose();
    }
  }

  async close(): Promise<void> {
    // Nothing to release beyond the thread that owns the backend.
  }
}
