/**
 * Texts a studio inquiry stores beside the raw answers (spec §3), derived by the service rather than trusted
 * from the client so every stored inquiry follows the same rule.
 */

/** The concept, then — when the client wrote any — a blank line and 'Additional Notes: …'. */
export function studioInquiryDescription(concept: string, additionalNotes?: string | null): string {
  const notes = additionalNotes?.trim();
  return notes ? `${concept}\n\nAdditional Notes: ${notes}` : concept;
}

/** The available dates joined by commas, or 'Flexible' when none were given. */
export function studioInquiryTimeline(availableDates: readonly string[]): string {
  const dates = availableDates.map((date) => date.trim()).filter((date) => date.length > 0);
  return dates.length > 0 ? dates.join(', ') : 'Flexible';
}
