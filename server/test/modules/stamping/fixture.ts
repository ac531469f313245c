import type { App } from '../../../src/app';
import { build } from '../../helper';
import type { testClock } from '../../accounts';
import {
  customerAccount,
  saveSettings,
  signIn,
  subscribedOwner,
  type Customer,
  type Owner,
} from '../reward-cards/cards';

/** What a stamping test works with; set by the hooks `atTheCounter` registers. */
export interface Counter {
  app: App;
  /** A merchant on the Scale plan, with one store. */
  owner: Owner;
  /** Another merchant on the Scale plan (with `other: true`). */
  other: Owner;
  customer: Customer;
}

export interface CounterOptions {
  /**
   * The app's clock. Moving it ends access tokens, so with a clock every account signs in again
   * before each test.
   */
  clock?: ReturnType<typeof testClock>;
  /** The merchant's stamping rules, saved once. */
  settings?: Record<string, unknown>;
  /** A second merchant, for what another merchant may not do. */
  other?: boolean;
  /** A new customer for each test, rather than one for the file. */
  customerPerTest?: boolean;
}

/**
 * The counter of a stamping test file: registers the Jest hooks that build the app, sign up the
 * merchants and the customer, and close the app. Call it in a `describe`; read the fields in tests.
 */
export function atTheCounter(options: CounterOptions = {}): Counter {
  const counter = {} as Counter; // Filled by beforeAll, before any test reads it.
  beforeAll(async () => {
    counter.app = await build({}, options.clock ? { now: options.clock.now } : {});
    const { app } = counter;
    const [owner, other] = await Promise.all([
      subscribedOwner(app, 'scale'),
      options.other ? subscribedOwner(app, 'scale') : undefined,
    ]);
    counter.owner = owner;
    if (other) counter.other = other;
    if (options.settings) await saveSettings(app, counter.owner.access, options.settings);
    if (!options.customerPerTest) counter.customer = await customerAccount(app);
  });
  afterAll(() => counter.app.close());
  beforeEach(async () => {
    const { app } = counter;
    if (options.clock) {
      counter.owner = await signIn(app, counter.owner);
      if (options.other) counter.other = await signIn(app, counter.other);
      if (!options.customerPerTest) counter.customer = await signIn(app, counter.customer);
    }
    if (options.customerPerTest) counter.customer = await customerAccount(app);
  });
  return counter;
}
