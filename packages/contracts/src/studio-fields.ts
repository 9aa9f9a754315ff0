import { z } from 'zod';
import { integerField, text } from './fields';
import { appointmentTypes } from './studio-options';

export * from './studio-options';

// Studio option lists and the studio fields with rules of their own.

export const appointmentTypeSchema = z.enum(appointmentTypes, { error: 'Select an appointment type' });
export type AppointmentType = z.infer<typeof appointmentTypeSchema>;

const hours = text({
  max: 100,
  label: 'Opening hours',
  tooLong: 'Keep opening hours under 100 characters',
}).default('');
/** Free text per weekday ('10am - 8pm', 'Closed'); '' means not given (spec §3). */
export const weekHoursSchema = z.object({
  monday: hours,
  tuesday: hours,
  wednesday: hours,
  thursday: hours,
  friday: hours,
  saturday: hours,
  sunday: hours,
});
/** The week's hours, all blank when the form sent none. */
export const businessHoursSchema = weekHoursSchema.default({
  monday: '',
  tuesday: '',
  wednesday: '',
  thursday: '',
  friday: '',
  saturday: '',
  sunday: '',
});
export type BusinessHours = z.infer<typeof businessHoursSchema>;

/** Read at parse time, not at load: a long-running service must accept next year's studios. */
const currentYear = () => new Date().getFullYear();
export const establishedYearSchema = integerField('Invalid year').pipe(
  z
    .number()
    .min(1900, 'Invalid year')
    .refine((year) => year <= currentYear(), 'Year cannot be in the future'),
);
