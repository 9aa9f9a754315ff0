import { inquiryStatuses, inquiryStatusLabel } from '@inkbook/contracts/inquiry-status';

/** The five statuses with their spec §4 labels, in the order the artist works through them. */
export const statusChoices = inquiryStatuses.map((status) => ({
  value: status,
  label: inquiryStatusLabel(status),
}));
