/** '+0.5h': time a placement adds. */
export const addedHours = (hours: number) => `+${hours}h`;
/** '×1.35': a multiplier. */
export const times = (multiplier: number) => `×${multiplier}`;
