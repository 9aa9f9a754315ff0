import { photo } from './catalog';

/**
 * A real JPEG as the file picker hands it over (`setInputFiles` takes it as is): each call another colour and so
 * another media hash once uploaded.
 */
export async function jpegFile(name: string, width = 900, height = 600) {
  const dataUrl = await photo(width, height);
  return {
    name: name.endsWith('.jpg') ? name : `${name}.jpg`,
    mimeType: 'image/jpeg',
    buffer: Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'),
  };
}
