import type { DesignRequest } from '@inkbook/contracts/design';
import { colorOptions, placementAreaLabel, tattooSizes } from '@inkbook/contracts/tattoo-options';

/**
 * The request in words: what an images model is sent, and what the design card shows under 'prompt'. Values the
 * forms store ('arm-lower-arm', 'medium') read as their labels.
 */
export function composePrompt(request: DesignRequest): string {
  const color = colorOptions.find((o) => o.value === request.colorOption)?.label ?? request.colorOption;
  const size = tattooSizes.find((s) => s.value === request.size);
  const sizeText = size ? `${size.label.toLowerCase()} (${size.inches})` : request.size;
  const details = request.extraDetails ? ` Details: ${request.extraDetails}.` : '';
  return (
    `A ${request.style} tattoo design of ${request.subject}, ${color.toLowerCase()}, ` +
    `for the ${placementAreaLabel(request.placement).toLowerCase()}, ${sizeText}.${details} ` +
    'Clean tattoo flash on a plain white background, bold readable linework, no skin or mockup.'
  );
}
