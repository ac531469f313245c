import { Type, type Static } from '@sinclair/typebox';
import { successEnvelope } from '../../contract/envelope';

export const HealthResponse = successEnvelope(
  Type.Object({
    status: Type.Literal('ok'),
    uptime_seconds: Type.Integer({ minimum: 0, description: 'Seconds since the process started.' }),
  }),
);

export const ReadyResponse = successEnvelope(
  Type.Object({
    status: Type.Literal('ready'),
    database: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
  }),
);

/** What the SPA needs to know at start. Only public values: never the Stripe secret key. */
export const ClientConfigResponse = successEnvelope(
  Type.Object({
    payment_provider: Type.Union([Type.Literal('stripe'), Type.Literal('sandbox')]),
    stripe_publishable_key: Type.Union([Type.String(), Type.Null()]),
    environment: Type.Union([
      Type.Literal('development'),
      Type.Literal('production'),
      Type.Literal('test'),
    ]),
    /** Which wallet buttons to draw: a vendor whose settings are not given has none. */
    wallets: Type.Object({ apple: Type.Boolean(), google: Type.Boolean() }),
  }),
);

export type HealthResponse = Static<typeof HealthResponse>;
export type ReadyResponse = Static<typeof ReadyResponse>;
export type ClientConfigResponse = Static<typeof ClientConfigResponse>;
