// Test-only helpers: images made on the spot with sharp, so tests need no fixtures or network.
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

export const toDataUrl = (bytes: Buffer, type = 'image/jpeg') =>
  `data:${type};base64,${bytes.toString('base64')}`;

/** A picture with some content (not one flat colour), so each test image hashes differently by `seed`. */
export const picture = (seed: number, width = 900, height = 600) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
        <rect width="100%" height="100%" fill="hsl(${(seed * 47) % 360},60%,50%)"/>
        <circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#fff"/>
        <text x="20" y="60" font-size="48" fill="#000">${seed}</text>
      </svg>`,
    ),
  );

/**
 * A legal PNG of one flat colour, deflated hard: issue 29's probe image is `flatPng(6000, 6000)`, about 115 KB that
 * decode to 36 megapixels.
 */
export const flatPng = (width: number, height: number, background = { r: 200, g: 40, b: 40 }) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png({ compressionLevel: 9 })
    .toBuffer();

export const jpeg = (seed: number) => picture(seed).jpeg().toBuffer();
export const png = (seed: number) => picture(seed).png().toBuffer();
export const webp = (seed: number) => picture(seed).webp().toBuffer();

/** A JPEG carrying GPS coordinates and a camera model in its EXIF, like a phone photo. */
export const jpegWithGps = (seed: number) =>
  picture(seed)
    .jpeg()
    .withMetadata({
      exif: {
        IFD0: { Make: 'InkbookTestCam', Model: 'Model X' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '51/1 30/1 0/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '0/1 7/1 0/1',
        },
      },
    })
    .toBuffer();

/** Whether an EXIF block holds a GPS IFD pointer (tag 0x8825, either byte order). */
export const hasGpsIfd = (exif: Buffer | undefined) =>
  !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));

let colour = 0;
/** A small, real JPEG as the browser sends it (each call another colour, so another media hash). */
export async function jpegDataUrl(background?: string): Promise<string> {
  colour = (colour + 37) % 256;
  const bytes = await sharp({
    create: { width: 40, height: 40, channels: 3, background: background ?? { r: colour, g: 51, b: 51 } },
  })
    .jpeg()
    .toBuffer();
  return toDataUrl(bytes);
}

/**
 * A real 8-bit grey PNG of any size, built by hand (sharp would decode it): rows of black pixels deflate to almost
 * nothing, so `greyPng(1, 39_000_000)` is issue 11's probe file, about 76 KB that take seconds to decode.
 */
export function greyPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const framed = Buffer.alloc(body.length + 8);
    framed.writeUInt32BE(data.length, 0);
    body.copy(framed, 4);
    framed.writeUInt32BE(crc32(body), body.length + 4);
    return framed;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc((width + 1) * height))), // filter byte 0 + black pixels per row
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
