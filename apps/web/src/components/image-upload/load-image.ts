/** Loads an image element from a URL (object URL, data URL or our same-origin /media URL) and waits for it. */
export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.decoding = 'async';
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`Could not load image ${src.slice(0, 40)}`));
    image.src = src;
  });
}

/** A 2D context, or an error: a browser out of canvas memory answers null rather than throwing. */
export function context2d(canvas: HTMLCanvasElement): CanvasRenderingContext2D {
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas 2D is not available');
  return context;
}
