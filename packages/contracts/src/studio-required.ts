/**
 * The studio wizard's last check before it sends anything (spec §5, §8): every field below must hold a value,
 * else the toast 'Missing Required Fields' / 'Please fill in: {field list}' lists their labels and no request
 * is made. The service's schema enforces the same fields; this list gives the web the human labels.
 */
export const studioRequiredFields = [
  { field: 'studioName', label: 'Studio Name' },
  { field: 'logo', label: 'Studio Logo' },
  { field: 'tagline', label: 'Tagline' },
  { field: 'description', label: 'Description' },
  { field: 'establishedYear', label: 'Established Year' },
  { field: 'specializations', label: 'Specializations' },
  { field: 'bannerImage', label: 'Banner Image' },
  { field: 'interiorImages', label: 'Interior Photos' },
  { field: 'exteriorImages', label: 'Exterior Photos' },
  { field: 'location', label: 'Location' },
  { field: 'locationAddress', label: 'Full Address' },
  { field: 'phone', label: 'Phone Number' },
  { field: 'businessEmail', label: 'Business Email' },
  { field: 'businessHours', label: 'Business Hours' },
  { field: 'appointmentType', label: 'Appointment Type' },
  { field: 'depositPolicy', label: 'Deposit Policy' },
  { field: 'cancellationPolicy', label: 'Cancellation Policy' },
  { field: 'ageRequirements', label: 'Age Requirements' },
  { field: 'handlesDeposits', label: 'Deposit Management' },
  { field: 'password', label: 'Password' },
] as const;
export type StudioRequiredField = (typeof studioRequiredFields)[number]['field'];

/**
 * Whether a form value counts as filled. `false` is an answer (handlesDeposits: artists take deposits), and
 * business hours are an object whose days may each be blank (the hours are optional per day, spec §5).
 */
function isFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim().length > 0;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** Labels of the required fields the form has not filled, in the form's order. */
export function missingStudioFields(values: Partial<Record<StudioRequiredField, unknown>>): string[] {
  return studioRequiredFields.filter(({ field }) => !isFilled(values[field])).map(({ label }) => label);
}

export const missingFieldsMessage = (labels: readonly string[]) => `Please fill in: ${labels.join(', ')}`;
