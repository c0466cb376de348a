/**
 * Eyes closed, from the face engine's 68 landmarks (issue 29). The eye aspect ratio (EAR,
 * Soukupová and Čech 2016) of an eye is its two lid-to-lid heights over twice its width:
 * about 0.25–0.35 open, falling towards 0.1 as the lids close. Landmarks of the 68-point
 * scheme: right eye 36–41, left eye 42–47, each as corner, upper lid ×2, corner, lower lid ×2.
 */

/** Under this mean EAR of both eyes a face's eyes are closed (calibrated in decision 033). */
export const EYES_CLOSED_EAR = 0.2;

/**
 * Faces narrower than this (in the analysed image's pixels) are not judged: their eye
 * landmarks are a few pixels apart and their EAR is noise. A face at the back of a class
 * photo is not what a parent looks at first either.
 */
export const MIN_JUDGED_FACE_WIDTH = 60;

const point = (landmarks: readonly number[], index: number) => ({
  x: landmarks[index * 2] as number,
  y: landmarks[index * 2 + 1] as number,
});
const distance = (a: { x: number; y: number }, b: { x: number; y: number }) =>
  Math.hypot(a.x - b.x, a.y - b.y);

/** One eye's aspect ratio from its six landmarks starting at `first`. */
function eyeAspectRatio(landmarks: readonly number[], first: number): number {
  const [p1, p2, p3, p4, p5, p6] = [0, 1, 2, 3, 4, 5].map((k) => point(landmarks, first + k)) as [
    { x: number; y: number },
    { x: number; y: number },
    { x: number; y: number },
    { x: number; y: number },
    { x: number; y: number },
    { x: number; y: number },
  ];
  const width = distance(p1, p4);
  if (width === 0) return 0;
  return (distance(p2, p6) + distance(p3, p5)) / (2 * width);
}

/** The mean EAR of both eyes of one face, or null when it has no 68-point landmarks. */
export function meanEyeAspectRatio(landmarks: readonly number[]): number | null {
  if (landmarks.length < 68 * 2) return null;
  return (eyeAspectRatio(landmarks, 36) + eyeAspectRatio(landmarks, 42)) / 2;
}

/** Whether any face large enough to judge has its eyes closed. */
export function hasClosedEyes(
  faces: readonly { landmarks: readonly number[]; box: { width: number } }[],
): boolean {
  return faces.some((face) => {
    if (face.box.width < MIN_JUDGED_FACE_WIDTH) return false;
    const ear = meanEyeAspectRatio(face.landmarks);
    return ear !== null && ear < EYES_CLOSED_EAR;
  });
}
