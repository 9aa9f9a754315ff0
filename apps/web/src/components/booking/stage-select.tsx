import { type InquiryStage, inquiryStageLabels, inquiryStages } from '@inkbook/contracts/booking-rules';
import { Select } from '@/components/ui/select';

export type StageChoice = InquiryStage | 'all';

interface StageSelectProps {
  id: string;
  value: StageChoice;
  onChange: (value: StageChoice) => void;
  className?: string;
  /** The id of the line that says what the chosen stage means. */
  'aria-describedby'?: string;
}

const isChoice = (value: string): value is StageChoice =>
  value === 'all' || (inquiryStages as readonly string[]).includes(value);

/**
 * Where inquiries are on their way to a booking (issue 23 item 11: New, In conversation, Offer sent, Awaiting deposit,
 * Booked, Completed, Closed), as an inbox filters them; the server narrows by `?stage=`. A native select: the phone's
 * own picker, full keyboard.
 */
export function StageSelect({
  id,
  value,
  onChange,
  className,
  'aria-describedby': describedBy,
}: StageSelectProps) {
  return (
    <Select
      id={id}
      aria-describedby={describedBy}
      value={value}
      onChange={(event) => {
        if (isChoice(event.target.value)) onChange(event.target.value);
      }}
      className={className}
    >
      <option value="all">All stages</option>
      {inquiryStages.map((stage) => (
        <option key={stage} value={stage}>
          {inquiryStageLabels[stage]}
        </option>
      ))}
    </Select>
  );
}
