import { z } from 'zod';
import { requiredText } from './fields';

// Its own module: the artist's notes form checks the rule without building every inquiry schema.
/** PATCH /api/inquiries/{id}/notes — blank notes are not saved (spec §5); the answer carries the inquiry. */
export const inquiryNotesBodySchema = z.object({
  notes: requiredText(1, 'Notes cannot be empty', { max: 5000, label: 'Notes', multiline: true }),
});
