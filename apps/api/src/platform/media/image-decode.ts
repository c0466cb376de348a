/**
 * sharp could not decode an image: its bytes are damaged or not an image it reads. This is
 * the one failure that means "this file is unreadable" — it fails alike on every attempt —
 * so pipelines tell it apart by its class, never by the words of an error message (an engine
 * or transport failure whose message happens to say "unsupported" is not a bad photo).
 */
export class ImageDecodeError extends Error {
  constructor(cause: unknown) {
    super(`image could not be decoded: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
    this.name = 'ImageDecodeError';
  }
}

/** Runs one sharp decode; its failure becomes an {@link ImageDecodeError}. */
export async function decodingImage<T>(decode: () => Promise<T>): Promise<T> {
  try {
    return await decode();
  } catch (error) {
    throw new ImageDecodeError(error);
  }
}
