import AjvCompiler, { type RouteDefinition } from '@fastify/ajv-compiler';
import type { App } from '../../../src/app';
import { build } from '../../helper';
import { nextEvent } from '../../live-stream';
import { createCard, customerAccount, stamp, subscribedOwner } from '../reward-cards/cards';

// The live events as the OpenAPI document describes them (docs/api.md, "Live updates"): the SPA's
// types of the events are generated from these schemas, so what the stamp route really sends must
// fit them, and an event that drifted from them must not.

// The pool's type declares Ajv's own `compile(schema)`; Fastify calls it with a route.
type Validate = ((data: unknown) => boolean) & { errors?: unknown };

describe('the live events in the OpenAPI document', () => {
  let app: App;
  let schemas: Record<string, object>;

  beforeAll(async () => {
    app = await build();
    const document = (await app.inject({ url: '/api/merchant/docs/json' })).json<{
      components: { schemas: Record<string, object> };
    }>();
    schemas = document.components.schemas;
  });
  afterAll(() => app.close());

  /** Fastify's own Ajv, with its formats (`uuid`, `date-time`), converting nothing. */
  function validator(name: string): Validate {
    const compile = AjvCompiler()(
      {},
      { customOptions: { allErrors: true, coerceTypes: false } },
    ) as unknown as (route: RouteDefinition) => Validate;
    return compile({
      schema: schemas[name] ?? {},
      method: 'POST',
      url: '/',
      httpPart: 'body' as RouteDefinition['httpPart'],
    });
  }

  it('names one schema per event, and the stream answers one of them', async () => {
    const document = (await app.inject({ url: '/api/merchant/docs/json' })).json();
    const stream = document.paths['/users/me/events'].get.responses['200'].content;

    expect(Object.keys(schemas)).toEqual(
      expect.arrayContaining(['LiveReadyEvent', 'LiveCardEvent']),
    );
    expect(stream['text/event-stream'].schema.anyOf).toEqual([
      { $ref: '#/components/schemas/LiveReadyEvent' },
      { $ref: '#/components/schemas/LiveCardEvent' },
    ]);
  });

  it('describes the card event a stamp sends, and refuses one that drifted from it', async () => {
    const owner = await subscribedOwner(app);
    const customer = await customerAccount(app);
    const card = await createCard(app, owner, { stamps_required: 3 });
    const sent = nextEvent(app, customer.userId);
    expect((await stamp(app, owner.access, card.id, { qr_code: customer.qrCode })).statusCode).toBe(
      201,
    );
    const event = await sent;
    const fits = validator('LiveCardEvent');

    expect(fits(event) ? [] : fits.errors).toEqual([]);
    expect(event.data.customer_card.stamps).toBe(1);

    const { paused: _paused, ...withoutPaused } = event.data.customer_card;
    expect(fits({ ...event, data: { ...event.data, customer_card: withoutPaused } })).toBe(false);
    expect(fits({ ...event, data: { ...event.data, kind: 'stamped' } })).toBe(false);
    expect(validator('LiveReadyEvent')({ event: 'ready', data: {} })).toBe(true);
  });
});
