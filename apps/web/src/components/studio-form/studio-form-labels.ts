import type { AppointmentType } from '@inkbook/contracts/studio';

/** Readable names for the stored appointment types (the radio's options and the wizard's preview). */
export const appointmentTypeLabels: Record<AppointmentType, { label: string; description: string }> = {
  'walk-ins': { label: 'Walk-ins only', description: 'Clients drop in; no booking needed.' },
  appointments: { label: 'Appointments only', description: 'Every session is booked ahead.' },
  both: { label: 'Walk-ins and appointments', description: 'Book ahead, or drop in when a chair is free.' },
};

export const depositHandlingLabels = {
  artists: {
    label: 'Artists handle deposits individually',
    description: 'Each artist sets and collects their own deposits.',
  },
  studio: {
    label: 'Studio collects deposits centrally',
    description: 'Clients pay deposits to the studio, whichever artist does the work.',
  },
} as const;
