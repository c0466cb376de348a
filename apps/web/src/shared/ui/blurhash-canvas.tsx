import { decode, isBlurhashValid } from 'blurhash';
import { useLayoutEffect, useRef } from 'react';

/** Pixels of the decoded placeholder; the canvas is stretched over the cell by CSS. */
const SIZE = 32;
const MAX_CACHED = 600;
const decoded = new Map<string, Uint8ClampedArray>();

function pixelsOf(hash: string): Uint8ClampedArray | null {
  const cached = decoded.get(hash);
  if (cached) return cached;
  if (!isBlurhashValid(hash).result) return null;
  const pixels = decode(hash, SIZE, SIZE);
  if (decoded.size >= MAX_CACHED) decoded.delete(decoded.keys().next().value as string);
  decoded.set(hash, pixels);
  return pixels;
}

/**
 * A photo's BlurHash painted into a small canvas before the first paint (layout effect),
 * so a cell shows the photo's colours while its thumbnail loads. Decodes are cached: the
 * same cells come back as the virtualised grid scrolls.
 */
export function BlurhashCanvas({ hash, className }: { hash: string | null; className?: string }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useLayoutEffect(() => {
    const canvas = ref.current;
    if (!canvas || !hash) return;
    const context = canvas.getContext('2d');
    const pixels = context ? pixelsOf(hash) : null;
    if (!context || !pixels) return;
    const image = context.createImageData(SIZE, SIZE);
    image.data.set(pixels);
    context.putImageData(image, 0, 0);
  }, [hash]);
  return <canvas ref={ref} width={SIZE} height={SIZE} className={className} />;
}
