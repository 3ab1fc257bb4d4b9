export { DAYS } from './types';
export type { Day, Interval, OpeningHoursText, WeeklyHours } from './types';
export { parseOpeningHours } from './parse';
export { normaliseOpeningHours } from './normalise';
export { openingHoursError } from './validate';
export { formatIntervals } from './format';
export { isOpenAt, dayInTimeZone } from './open-now';
export { toOpeningHoursSpecification } from './schema-org';
export { describeOpeningPattern } from './describe';
