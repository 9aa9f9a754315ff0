import { designFileName } from '@inkbook/contracts/design';
import { downloadImageUrl } from '@/components/gallery/save-image';

/** 'Find an Artist for This Style': the artist list filtered by the style, or unfiltered when none was chosen. */
export const artistsForStyle = (style: string) =>
  style ? `/artists?${new URLSearchParams({ style })}` : '/artists';

/**
 * Saves a design (or a stencil's PNG) through GET /api/download-image, which answers it as an attachment named
 * 'tattoo-design-{timestamp}.png' (spec §7). The timestamp is the click's, so two saves never share a name.
 */
export function downloadDesign(url: string) {
  const link = document.createElement('a');
  link.href = downloadImageUrl(url, designFileName(Date.now()));
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}
