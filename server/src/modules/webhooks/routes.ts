import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import Stripe from 'stripe';
import { httpError } from '../../http/app-error';
import { ErrorEnvelope } from '../../contract/envelope';
import { createStripeEventsRepository } from '../../repositories/stripe-events-repository';
import { createStripeEventHandler } from './stripe-events';
import { stripeEventProblems } from './stripe-event-schema';
import { invalidInput } from '../../plugins/input-rules';
import { jobIdOf } from '../../infrastructure/jobs/job-ids';

const ReceivedResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Object({ received: Type.Literal(true), duplicate: Type.Boolean() }),
});

/**
 * `POST /webhooks/stripe`. The signature covers the exact bytes Stripe sent, so this plugin keeps
 * JSON bodies raw (encapsulated: other routes still get parsed JSON).
 */
const webhooksRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const secret = app.config.stripeWebhookSecret;
  // Only its signature helper is used: no key is needed to verify, and nothing is sent.
  const stripe = new Stripe(app.config.stripeSecretKey ?? 'sk_test_webhook_verification_only');
  const events = createStripeEventsRepository(app.db);
  const handle = createStripeEventHandler(app);

  await app.jobs.work<Stripe.Event>('stripe.event', (event) => handle(event));

  // In place of the app's strict JSON parser (plugins/input-rules.ts), here only.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  app.post(
    '/stripe',
    {
      schema: {
        operationId: 'receiveStripeEvent',
        security: [],
        tags: ['subscriptions'],
        summary: 'Stripe webhook events (signature verified, each event id handled once, by a job)',
        description:
          'A bad or missing signature is 400 BAD_REQUEST; a signed event that is not of the schema, holds a NUL or half a surrogate pair, or is not UTF-8 is 400 VALIDATION_ERROR naming the field.',
        response: { 200: ReceivedResponse, 400: ErrorEnvelope, 503: ErrorEnvelope },
      },
    },
    async (request) => {
      if (!secret) {
        throw httpError(503, 'SERVICE_UNAVAILABLE', 'Stripe webhooks are not configured.');
      }
      const signature = request.headers['stripe-signature'];
      const body: unknown = request.body;
      const badSignature = httpError(400, 'BAD_REQUEST', 'The Stripe signature is not valid.');
      if (typeof signature !== 'string' || !Buffer.isBuffer(body)) throw badSignature;
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(body, signature, secret);
      } catch {
        throw badSignature;
      }
      // Signed by Stripe, and still checked as any input is before it reaches the database.
      const problems = stripeEventProblems(body, event);
      if (problems) {
        request.log.warn(
          { event: 'stripe_webhook_refused', fields: Object.keys(problems) },
          'stripe event refused',
        );
        throw invalidInput(problems);
      }
      // The event is handled by a `stripe.event` job, retried with backoff (docs/architecture.md,
      // "Background jobs"). Its job id comes from the event id: two deliveries at once store one job.
      const jobId = jobIdOf(event.id);
      const claimed = await events.claim(event.id, event.type, app.now());
      // A claim without its job (the process died between the two) is completed by a repeat.
      if (!claimed && (await app.jobs.has('stripe.event', jobId))) {
        return { success: true as const, data: { received: true as const, duplicate: true } };
      }
      let stored: string | null;
      try {
        stored = await app.jobs.send('stripe.event', event, { id: jobId });
      } catch (error) {
        // Not stored: Stripe's retry of the event must find it unclaimed.
        if (claimed) await events.release(event.id);
        throw error;
      }
      // Two deliveries racing (to two processes) may both get here; the job's id lets one store
      // it, and that one is the delivery that counts: the other is the duplicate.
      if (stored === null) {
        return { success: true as const, data: { received: true as const, duplicate: true } };
      }
      request.log.info({ event: 'stripe_webhook', type: event.type }, 'stripe event queued');
      return { success: true as const, data: { received: true as const, duplicate: false } };
    },
  );
};

export default webhooksRoutes;
