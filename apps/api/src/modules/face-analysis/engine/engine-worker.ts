/**
 * Worker-thread entry of the face engine pool: loads the models once, then runs one
 * detection per task. Piscina awaits the default export, so loading happens at start-up.
 */

import type { DetectedFace, DetectOptions, RgbImage } from './face-engine';
import { FaceApiEngine } from './faceapi-engine';

export type DetectTask = { image: RgbImage; options?: DetectOptions };

export default FaceApiEngine.load().then(
  (engine) =>
    (task: DetectTask): Promise<DetectedFace[]> =>
      engine.detect(task.image, task.options),
);
