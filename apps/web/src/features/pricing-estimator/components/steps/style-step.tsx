import { dollars } from '@inkbook/contracts/budget';
import { artistTiers, colorStyles } from '@inkbook/contracts/tattoo-options';
import type { StepFieldsProps } from '../../utils/answers';
import { AnswerRadio } from '../answer-radio';

const tiers = artistTiers.map(({ value, label, description, rate }) => ({
  value,
  label,
  description: `${description} · ${dollars(rate)}/hr`,
}));

/** Step 4: the colour style (Black & Grey to start) and the artist tier, which sets the hourly rate. */
export function StyleStep(fields: StepFieldsProps) {
  return (
    <>
      <AnswerRadio field="style" label="Style" options={colorStyles} columns={1} {...fields} />
      <AnswerRadio field="artistTier" label="Artist tier" options={tiers} columns={3} {...fields} />
    </>
  );
}
