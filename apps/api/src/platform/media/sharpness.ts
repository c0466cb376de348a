import sharp from 'sharp';

/**
 * Long side the sharpness is measured at. A fixed size makes the measure independent of the
 * camera's resolution (a 24 MP and a 6 MP photo of the same scene score alike) and keeps the
 * cost at ~0.2 M pixels; blur that a buyer sees on a print (a few pixels at 12 MP and more)
 * still spans a pixel here.
 */
export const SHARPNESS_SIDE = 512;

/**
 * Under this the photo is flagged as blurred (issue 29). Calibrated on bench/photo-flags'
 * labelled set (fixture photos and their Gaussian-blurred copies): see decision 033.
 */
export const BLUR_THRESHOLD = 0.06;

/**
 * How sharp a decoded photo is: the variance of the Laplacian of its grey image at
 * {@link SHARPNESS_SIDE}, divided by the grey image's own variance. Edges make the Laplacian
 * large; blur removes them. Dividing by the contrast keeps a dim gym photo and a sunny field
 * photo on one scale (a plain variance of the Laplacian marks every low-contrast photo as
 * blurred). Defined as 0 for a flat image.
 */
export async function measureSharpness(
  pixels: Buffer,
  info: { width: number; height: number; channels: number },
): Promise<number> {
  const { data, info: grey } = await sharp(pixels, {
    raw: { width: info.width, height: info.height, channels: info.channels as 1 | 2 | 3 | 4 },
  })
    .greyscale()
    .resize(SHARPNESS_SIDE, SHARPNESS_SIDE, { fit: 'inside', withoutEnlargement: true })
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return laplacianContrastRatio(data, grey.width, grey.height);
}

/** Variance of the 4-neighbour Laplacian over the grey image's variance (one channel, 8 bit). */
export function laplacianContrastRatio(grey: Uint8Array, width: number, height: number): number {
  if (width < 3 || height < 3) return 0;
  let sum = 0;
  let sumSq = 0;
  for (let i = 0; i < grey.length; i++) {
    const v = grey[i] as number;
    sum += v;
    sumSq += v * v;
  }
  const n = grey.length;
  const greyVariance = sumSq / n - (sum / n) ** 2;
  if (greyVariance < 1) return 0;
  return laplacianVariance(grey, width, height) / greyVariance;
}

/** The variance of the 4-neighbour Laplacian over the inner pixels: how much the edges carry. */
export function laplacianVariance(grey: Uint8Array, width: number, height: number): number {
  let lapSum = 0;
  let lapSq = 0;
  for (let y = 1; y < height - 1; y++) {
    const row = y * width;
    for (let x = 1; x < width - 1; x++) {
      const i = row + x;
      const lap =
        (grey[i - 1] as number) +
        (grey[i + 1] as number) +
        (grey[i - width] as number) +
        (grey[i + width] as number) -
        4 * (grey[i] as number);
      lapSum += lap;
      lapSq += lap * lap;
    }
  }
  const m = (width - 2) * (height - 2);
  return lapSq / m - (lapSum / m) ** 2;
}

export const isBlurred = (sharpness: number) => sharpness < BLUR_THRESHOLD;
