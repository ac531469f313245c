import { WEEK_DAYS, type OpeningHours, type WeekDay } from '../../db/schema';
import { httpError, type FieldErrors } from '../../http/app-error';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * Checks a branch's opening hours (docs/api.md, "Branches"): known days only, each a list of
 * `["HH:MM", "HH:MM"]` from 00:00 to 23:59, open before close, intervals that do not overlap.
 * Problems name the field (`opening_hours.mon[0]`); 400 VALIDATION_ERROR lists every one. The
 * answer keeps each day's intervals in time order and drops empty days (closed either way).
 */
export function checkedOpeningHours(value: unknown): OpeningHours {
  const problems: FieldErrors = {};
  const complain = (field: string, message: string) =>
    (problems[field] ??= []).push(`${field} ${message}`);
  const hours: OpeningHours = {};
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    complain('opening_hours', 'must be an object of days, e.g. { "mon": [["08:00", "18:00"]] }');
  } else {
    for (const [day, intervals] of Object.entries(value)) {
      const field = `opening_hours.${day}`;
      if (!WEEK_DAYS.includes(day as WeekDay)) {
        complain(field, `is not a day: use ${WEEK_DAYS.join(', ')}`);
        continue;
      }
      if (!Array.isArray(intervals)) {
        complain(field, 'must be a list of ["HH:MM", "HH:MM"] pairs');
        continue;
      }
      if (intervals.length > 12) complain(field, 'must have at most 12 intervals');
      const valid: [string, string][] = [];
      intervals.forEach((interval: unknown, index) => {
        const name = `${field}[${index}]`;
        if (
          !Array.isArray(interval) ||
          interval.length !== 2 ||
          !interval.every((time) => typeof time === 'string')
        ) {
          complain(name, 'must be a pair of times, e.g. ["08:00", "18:00"]');
          return;
        }
        const [open, close] = interval as [string, string];
        if (!TIME.test(open) || !TIME.test(close)) {
          complain(name, 'must use times from 00:00 to 23:59 written HH:MM');
        } else if (open >= close) {
          complain(name, `must open before it closes (${open} is not before ${close})`);
        } else valid.push([open, close]);
      });
      valid.sort((a, b) => a[0].localeCompare(b[0]));
      for (let index = 1; index < valid.length; index += 1) {
        const previous = valid[index - 1]!;
        const current = valid[index]!;
        if (current[0] < previous[1]) {
          complain(
            field,
            `has overlapping intervals: ${previous.join('-')} and ${current.join('-')}`,
          );
        }
      }
      if (valid.length > 0) hours[day as WeekDay] = valid;
    }
  }
  const fields = Object.keys(problems);
  if (fields.length > 0) {
    throw httpError(400, 'VALIDATION_ERROR', problems[fields[0]!]![0]!, problems);
  }
  return hours;
}
