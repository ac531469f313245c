import type { FastifyInstance } from 'fastify';
import { DEVICE_UNKNOWN } from '../../plugins/auth';
import { httpError } from '../../http/app-error';
import {
  createCounterDevicesRepository,
  type CounterDeviceAtPlace,
  type CounterPerson,
} from '../../repositories/counter-devices-repository';
import {
  lockedMessage,
  PIN_LOCK_MS,
  PIN_TRIES,
  wrongPinMessage,
} from '../../services/staff/counter-pin';
import { staffNameOf } from '../../services/staff/store-access';
import { sha256 } from '../../services/tokens/opaque-tokens';
import type { UnlockBody } from './schemas';

/** A counter session lasts a shift at most; the device locks itself long before when idle. */
export const COUNTER_SESSION_SECONDS = 8 * 60 * 60;

const NOT_HERE = 'This person does not work at this counter.';
const noPin = (firstName: string) =>
  `${firstName} has not set a counter PIN yet: they can set one on their Counter page.`;

/** Whether the person may work at the branch (no branches listed: every branch). */
function worksHere(person: CounterPerson, branchId: string): boolean {
  const { branchIds } = person.staff;
  return branchIds.length === 0 || branchIds.includes(branchId);
}

type TryOutcome =
  { kind: 'unlocked' } | { kind: 'wrong'; triesLeft: number } | { kind: 'locked'; waitMs: number };

/**
 * The counter device's own side (docs/product.md, "Counter mode"): what it shows, and unlocking
 * it as one of its people with their PIN.
 */
export function createCounterUnlock(app: FastifyInstance) {
  const devices = createCounterDevicesRepository(app.db);

  async function deviceOf(token: string): Promise<CounterDeviceAtPlace> {
    const found = await devices.findByTokenHash(sha256(token));
    if (!found) throw httpError(401, 'COUNTER_DEVICE_UNKNOWN', DEVICE_UNKNOWN);
    return found;
  }

  /**
   * One try, counted on the person's row under its lock, so parallel tries count one by one: the
   * fifth wrong one locks, and any try while locked is refused without looking at the PIN.
   */
  async function tryPin(
    place: CounterDeviceAtPlace,
    body: UnlockBody,
  ): Promise<{ outcome: TryOutcome; person: CounterPerson }> {
    return app.db.transaction(async (tx) => {
      const person = await devices.lockPerson(tx, place.store.id, body.staff_id);
      if (!person || !worksHere(person, place.branch.id)) {
        throw httpError(404, 'NOT_FOUND', NOT_HERE);
      }
      const { staff } = person;
      if (!staff.pinHash) throw httpError(409, 'PIN_NOT_SET', noPin(person.user.firstName));
      const now = app.now();
      if (staff.pinLockedUntil && staff.pinLockedUntil > now) {
        const waitMs = staff.pinLockedUntil.getTime() - now.getTime();
        return { person, outcome: { kind: 'locked', waitMs } };
      }
      if (await app.passwords.verify(body.pin, staff.pinHash)) {
        await devices.recordPinTry(tx, staff.id, { pinFailures: 0, pinLockedUntil: null });
        return { person, outcome: { kind: 'unlocked' } };
      }
      const failures = staff.pinFailures + 1;
      if (failures >= PIN_TRIES) {
        const lockedUntil = new Date(now.getTime() + PIN_LOCK_MS);
        await devices.recordPinTry(tx, staff.id, { pinFailures: 0, pinLockedUntil: lockedUntil });
        return { person, outcome: { kind: 'locked', waitMs: PIN_LOCK_MS } };
      }
      await devices.recordPinTry(tx, staff.id, { pinFailures: failures, pinLockedUntil: null });
      return { person, outcome: { kind: 'wrong', triesLeft: PIN_TRIES - failures } };
    });
  }

  return {
    /** What the device shows: its place, its idle lock, and who may unlock it. */
    async describe(token: string) {
      const { device, store, branch } = await deviceOf(token);
      const people = await devices.peopleAt(store.id, branch.id);
      return {
        device: { id: device.id, name: device.name },
        store: { id: store.id, name: store.name },
        branch,
        idle_lock_seconds: store.counterIdleLockSeconds,
        people: people.map(({ staff, user }) => ({
          staff_id: staff.id,
          name: staffNameOf(user),
          role: staff.role,
          has_pin: staff.pinHash !== null,
        })),
      };
    },

    /**
     * Unlocks the device as the person: a counter session's token, acting as them at this branch
     * only. The outcome of a try is committed before a refusal is answered, so a wrong PIN counts.
     */
    async unlock(token: string, body: UnlockBody) {
      const place = await deviceOf(token);
      const { outcome, person } = await tryPin(place, body);
      if (outcome.kind === 'locked') {
        const error = httpError(
          429,
          'PIN_LOCKED',
          lockedMessage(person.user.firstName, outcome.waitMs),
        );
        error.retryAfterSeconds = Math.max(1, Math.ceil(outcome.waitMs / 1000));
        throw error;
      }
      if (outcome.kind === 'wrong') {
        throw httpError(401, 'PIN_WRONG', wrongPinMessage(outcome.triesLeft));
      }
      const now = app.now();
      await devices.touch(place.device.id, now);
      const signed = await app.accessTokens.sign(
        {
          sub: person.user.id,
          role: person.user.roleId,
          ver: person.user.tokenVersion,
          sid: place.device.id,
          dev: place.device.id,
        },
        COUNTER_SESSION_SECONDS,
      );
      return {
        access_token: signed.token,
        expires_at: signed.expiresAt.toISOString(),
        staff: { id: person.staff.id, name: staffNameOf(person.user), role: person.staff.role },
        store: { id: place.store.id, name: place.store.name },
        branch: place.branch,
      };
    },
  };
}
