import type { NewUserRow } from '../../db/schema';
import type { Random } from './random';
import { drawHabit, type Habit } from './customer-habits';
import {
  ascii,
  BIRTH_YEARS,
  DEMO_EMAIL_DOMAIN,
  FIRST_NAMES,
  GENDERS,
  LAST_NAMES,
} from './demo-business';
import { atLocal, DEMO_DAYS, type DemoTimeline, dayOfData } from './demo-calendar';
import { shortCodeFromSeed } from '../accounts/short-codes';

// The demo's customers (docs/product.md, "Demo data"): names, accounts and how each one visits.

export const DEMO_CUSTOMER_COUNT = 500;

export interface DemoCustomers {
  users: NewUserRow[];
  /** In the order of `users`: how each customer visits. */
  habits: Habit[];
}

/** DEMO_CUSTOMER_COUNT customers, each with an account and a habit. */
export function customerRows(
  random: Random,
  timeline: DemoTimeline,
  passwordHash: string,
): DemoCustomers {
  const customers: DemoCustomers = { users: [], habits: [] };
  const usernames = new Set<string>();
  for (let index = 0; index < DEMO_CUSTOMER_COUNT; index += 1) {
    const userId = random.uuid();
    const firstName = random.pick(FIRST_NAMES);
    const lastName = random.pick(LAST_NAMES);
    const habit = drawHabit(random, userId, DEMO_DAYS);
    const username = uniqueUsername(usernames, firstName, lastName, index);
    // The account was opened early on the morning of the first visit (never after `now`).
    const opened = atLocal(dayOfData(timeline, habit.arrivalDay), random.int(6 * 60, 7 * 60));
    const createdAt = opened.getTime() > timeline.now.getTime() ? timeline.now : opened;
    customers.habits.push(habit);
    customers.users.push({
      id: userId,
      email: `${username}@${DEMO_EMAIL_DOMAIN}`,
      username,
      passwordHash,
      firstName,
      lastName,
      roleId: 'user',
      emailVerified: true,
      qrCode: random.token(),
      shortCode: shortCodeFromSeed(userId),
      gender: random.weighted(GENDERS),
      birthDate: drawBirthDate(random),
      createdAt,
      updatedAt: createdAt,
    });
  }
  return customers;
}

/** "first.last" without accents, with the customer's index after it when already taken. */
function uniqueUsername(taken: Set<string>, firstName: string, lastName: string, index: number) {
  const plain = `${ascii(firstName)}.${ascii(lastName)}`;
  const username = taken.has(plain) ? `${plain}${index}` : plain;
  taken.add(username);
  return username;
}

/** A birth date as `YYYY-MM-DD`, any day up to the 28th of a month. */
function drawBirthDate(random: Random): string {
  const year = random.int(BIRTH_YEARS.from, BIRTH_YEARS.to);
  const month = random.int(1, 12);
  const day = random.int(1, 28);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
