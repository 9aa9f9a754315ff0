import { inquiryStatuses, inquiryStatusLabel } from '@inkbook/contracts/inquiry-status';

/** The five statuses with their spec §4 labels, in the order the artist works through them. */
export const statusChoices = inquiryStatuses.map((status) => ({
  value: status,
  label: inquiryStatusLabel(status),
}));

/** An option list's label for a stored value, or the value itself when the list does not know it. */
export const labelOf = (options: readonly { value: string; label: string }[], value: string | null) =>
  value === null ? null : (options.find((option) => option.value === value)?.label ?? value);
