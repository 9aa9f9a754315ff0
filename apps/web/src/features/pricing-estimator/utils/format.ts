/** '1 hour', '4.1 hours'. */
export const hoursText = (hours: number) => `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
/** '+0.5h': time a placement adds. */
export const addedHours = (hours: number) => `+${hours}h`;
/** '×1.35': a multiplier. */
export const times = (multiplier: number) => `×${multiplier}`;
