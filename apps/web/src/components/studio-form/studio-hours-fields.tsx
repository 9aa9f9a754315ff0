import { appointmentTypes } from '@inkbook/contracts/studio';
import { Controller, useFormContext } from 'react-hook-form';
import { RadioField } from '@/components/radio-field';
import { BusinessHoursFields } from './business-hours-fields';
import { appointmentTypeLabels } from './studio-form-labels';
import type { StudioProfileFormValues } from './studio-form-schema';

const appointmentOptions = appointmentTypes.map((value) => ({ value, ...appointmentTypeLabels[value] }));

/** When the studio is open and how clients get a chair: the weekly hours and the appointment type. */
export function StudioHoursFields() {
  const { control } = useFormContext<StudioProfileFormValues>();
  return (
    <>
      <BusinessHoursFields />
      <Controller
        control={control}
        name="appointmentType"
        render={({ field, fieldState }) => (
          <RadioField
            id="studio-appointment-type"
            label="Appointment type"
            options={appointmentOptions}
            columns={3}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
    </>
  );
}
