/**
 * Photos are shrunk in the browser before they are queued (docs/decisions/057): a phone's 12-50 MP camera file
 * is 3-12 MB, too much for a weak signal and more than the bucket's 10 MB; 2,000 px on the long side as JPEG at
 * 0.85 is about 0.4-0.9 MB and still shows the ad's text.
 */

export const MAX_SIDE = 2000;
export const JPEG_QUALITY = 0.85;

/** The size of a `width` × `height` picture fitted within `max` px on its long side; never enlarged, never 0. */
export function fitWithin(width: number, height: number, max = MAX_SIDE): { width: number; height: number } {
  if (!(width > 0 && height > 0)) throw new RangeError(`Not a picture size: ${width} × ${height}`);
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

type Canvas2D = { context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D; toJpeg: () => Promise<Blob> };

/** An OffscreenCanvas where the browser draws 2D on one (Safari before 16.4 does not), else a detached <canvas>. */
function canvasOf(width: number, height: number): Canvas2D {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (context) return { context, toJpeg: () => canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY }) };
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw pictures.');
  return {
    context,
    toJpeg: () =>
      new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be saved.'))), 'image/jpeg', JPEG_QUALITY)),
  };
}

/**
 * The photo as a JPEG of at most MAX_SIDE px, upright (the decoder applies the EXIF orientation, which the
 * re-encoded file no longer carries). Throws when the browser cannot decode the file.
 */
export async function shrinkToJpeg(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const size = fitWithin(bitmap.width, bitmap.height);
    const { context, toJpeg } = canvasOf(size.width, size.height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    return await toJpeg();
  } finally {
    bitmap.close();
  }
}
