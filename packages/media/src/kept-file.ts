/**
 * Files a service made itself and keeps as they are (design-ai's drawings and stencils): never re-encoded, so an
 * SVG stays vector and its bytes (and hash, and URL) are what the engine drew. A caller's bytes never come this
 * way: an upload is an image checked by its bytes and re-encoded (`MediaStore.store`).
 */
export type FileType = 'png' | 'svg';

export const fileContentTypes: Record<FileType, string> = { png: 'image/png', svg: 'image/svg+xml' };
