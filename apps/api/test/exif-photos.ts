import sharp from 'sharp';

/** A camera body as EXIF names it. */
export type Body = { make: string; model: string; serial: string };

/**
 * A small JPEG as a camera writes it: DateTimeOriginal (its wall clock, `YYYY:MM:DD HH:MM:SS`)
 * and the body's Make, Model and BodySerialNumber (issue 29, sort by programme).
 */
export function cameraJpeg(takenAt: string, body: Body, size = 320) {
  return sharp({ create: { width: size, height: Math.round(size * 0.75), channels: 3, background: '#6a8' } })
    .jpeg()
    .withExif({
      IFD0: { Make: body.make, Model: body.model },
      IFD2: { DateTimeOriginal: takenAt, BodySerialNumber: body.serial },
    })
    .toBuffer();
}
