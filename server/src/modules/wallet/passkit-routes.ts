import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { errorAnswers } from '../../contract/envelope';
import { httpError } from '../../http/app-error';
import { perMinutePerIp } from '../../http/rate-limits';
import type { WalletPassRow } from '../../db/schema';
import { createWalletPassesRepository } from '../../repositories/wallet-passes-repository';
import { createWalletRegistrationsRepository } from '../../repositories/wallet-registrations-repository';
import { PASSKIT_PER_DEVICE, PASSKIT_PER_IP, perMinutePer } from './passkit-limits';
import {
  DeviceParams,
  LogBody,
  PassParams,
  RegisterBody,
  RegistrationParams,
  SerialNumbersResponse,
  UpdatedSinceQuery,
} from './passkit-schemas';

const tags = ['wallet'];
// Wallet authenticates with the pass's own token (`Authorization: ApplePass <token>`), not a
// session: no security scheme of the API applies.
const security: [] = [];

const NOT_OFFERED = 'Apple Wallet passes are not offered by this server.';
const UNKNOWN_PASS = 'There is no such pass.';
const WRONG_TOKEN = 'The pass’s authentication token is missing or wrong.';

/** Each message of a device's log is cut to this in the server's log. */
const LOGGED_MESSAGE_LENGTH = 500;

const EMPTY = (description: string) => ({ description, type: 'null' as const });

/** `Authorization: ApplePass <token>`, the token; undefined for anything else. */
function applePassTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^ApplePass (\S{1,200})$/.exec(header);
  return match?.[1];
}

/** Compares digests, so the time taken tells nothing of how much of the token was right. */
function sameToken(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** Seconds since the epoch: HTTP dates have no finer grain. */
function secondsOf(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

/**
 * Apple's PassKit web service (docs/api.md, "Apple's web service"), under the passes'
 * `webServiceURL` (`…/wallet/apple`): Wallet registers a device for a pass, asks which of its
 * passes changed since the tag it keeps, fetches the latest pass, unregisters, and sends its log.
 * Every call but the list and the log carries the pass's `authenticationToken`; the list is
 * answered only for the device that asks (its library id is Apple's other shared secret).
 * Without the Apple settings every route answers 404.
 */
const passkitRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const passes = createWalletPassesRepository(app.db);
  const registrations = createWalletRegistrationsRepository(app.db);
  const rateLimit = perMinutePerIp(app, PASSKIT_PER_IP);
  const perDevice = perMinutePer(
    app,
    'passkit-device',
    PASSKIT_PER_DEVICE,
    (request) => (request.params as { deviceLibraryIdentifier: string }).deviceLibraryIdentifier,
  );
  const perPass = perMinutePer(
    app,
    'passkit-pass',
    PASSKIT_PER_DEVICE,
    (request) => (request.params as { serialNumber: string }).serialNumber,
  );

  // Once the body is read: a body over the limit is refused as everywhere (413), set up or not.
  app.addHook('preValidation', async () => {
    if (!app.wallet.apple) throw httpError(404, 'NOT_FOUND', NOT_OFFERED);
  });

  const passTypeId = () => app.wallet.apple!.passTypeId;

  /** The pass named by the path, once the caller has shown its token. */
  async function authorizedPass(
    request: FastifyRequest,
    passTypeIdentifier: string,
    serialNumber: string,
  ): Promise<WalletPassRow> {
    if (passTypeIdentifier !== passTypeId()) throw httpError(404, 'NOT_FOUND', UNKNOWN_PASS);
    const pass = await passes.find(serialNumber);
    if (!pass) throw httpError(404, 'NOT_FOUND', UNKNOWN_PASS);
    const token = applePassTokenOf(request);
    if (!token || !sameToken(token, pass.authenticationToken)) {
      throw httpError(401, 'UNAUTHENTICATED', WRONG_TOKEN);
    }
    return pass;
  }

  const registrationPath =
    '/v1/devices/:deviceLibraryIdentifier/registrations/:passTypeIdentifier/:serialNumber';

  app.post(
    registrationPath,
    {
      config: { rateLimit },
      preHandler: perDevice,
      schema: {
        operationId: 'registerWalletDevice',
        tags,
        security,
        summary: 'Apple Wallet: register a device for a pass’s update pushes',
        description:
          'Called by Wallet with `Authorization: ApplePass <authenticationToken>`. 201 when the device is newly registered, 200 when it was already (its push token is updated). At most 10 devices per pass: a new one replaces the oldest.',
        params: RegistrationParams,
        body: RegisterBody,
        response: {
          200: EMPTY('Registered already; the push token is updated'),
          201: EMPTY('Registered'),
          ...errorAnswers(400, 401, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const { deviceLibraryIdentifier, passTypeIdentifier, serialNumber } = request.params;
      const pass = await authorizedPass(request, passTypeIdentifier, serialNumber);
      const outcome = await registrations.register(
        deviceLibraryIdentifier,
        pass.id,
        request.body.pushToken,
        app.now(),
      );
      return reply.code(outcome === 'created' ? 201 : 200).send();
    },
  );

  app.delete(
    registrationPath,
    {
      config: { rateLimit },
      preHandler: perDevice,
      schema: {
        operationId: 'unregisterWalletDevice',
        tags,
        security,
        summary: 'Apple Wallet: stop pushing a pass’s updates to a device',
        description:
          'Called by Wallet with `Authorization: ApplePass <authenticationToken>` when the pass is removed from the device. 200 whether or not it was registered.',
        params: RegistrationParams,
        response: { 200: EMPTY('Unregistered'), ...errorAnswers(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      const { deviceLibraryIdentifier, passTypeIdentifier, serialNumber } = request.params;
      const pass = await authorizedPass(request, passTypeIdentifier, serialNumber);
      await registrations.unregister(deviceLibraryIdentifier, pass.id);
      return reply.code(200).send();
    },
  );

  app.get(
    '/v1/devices/:deviceLibraryIdentifier/registrations/:passTypeIdentifier',
    {
      config: { rateLimit },
      preHandler: perDevice,
      schema: {
        operationId: 'listUpdatedWalletPasses',
        tags,
        security,
        summary: 'Apple Wallet: the serial numbers of a device’s passes changed since a tag',
        description:
          'The passes registered to the device whose update tag is past `passesUpdatedSince` (all without it), and the tag to send next time; 204 when none.',
        params: DeviceParams,
        querystring: UpdatedSinceQuery,
        response: {
          200: SerialNumbersResponse,
          204: EMPTY('No pass of the device changed since the tag'),
          ...errorAnswers(400, 404, 429),
        },
      },
    },
    async (request, reply): Promise<SerialNumbersResponse | undefined> => {
      const { deviceLibraryIdentifier, passTypeIdentifier } = request.params;
      if (passTypeIdentifier !== passTypeId()) throw httpError(404, 'NOT_FOUND', UNKNOWN_PASS);
      const since = request.query.passesUpdatedSince;
      const rows = await registrations.updatedSince(
        deviceLibraryIdentifier,
        since === undefined || since === '' ? undefined : Number(since),
      );
      if (!rows.length) return reply.code(204).send();
      return {
        serialNumbers: rows.map((row) => row.passId),
        lastUpdated: String(Math.max(...rows.map((row) => row.version))),
      };
    },
  );

  app.get(
    '/v1/passes/:passTypeIdentifier/:serialNumber',
    {
      config: { rateLimit },
      preHandler: perPass,
      schema: {
        operationId: 'getLatestWalletPass',
        tags,
        security,
        summary: 'Apple Wallet: the latest version of a pass',
        description:
          'Called by Wallet with `Authorization: ApplePass <authenticationToken>`: the signed `.pkpass` with `Last-Modified`; 304 when `If-Modified-Since` is not older than the pass.',
        params: PassParams,
        response: {
          200: {
            description: 'The pass, signed',
            content: {
              'application/vnd.apple.pkpass': { schema: Type.String({ format: 'binary' }) },
            },
          },
          304: EMPTY('The pass has not changed since `If-Modified-Since`'),
          ...errorAnswers(400, 401, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const { passTypeIdentifier, serialNumber } = request.params;
      await authorizedPass(request, passTypeIdentifier, serialNumber);
      const current = await app.wallet.current(serialNumber);
      if (!current) throw httpError(404, 'NOT_FOUND', UNKNOWN_PASS);
      const now = secondsOf(app.now());
      const modified = secondsOf(current.pass.updatedAt);
      // HTTP dates count whole seconds: a pass that changed in this very second may change again
      // within it, and both versions would carry the same Last-Modified, so the device would be
      // told "not modified" about the second. Until the second is over, a second earlier is
      // announced: the device then asks again, and gets whatever is latest.
      const announced = now > modified ? modified : modified - 1;
      reply.header('last-modified', new Date(announced * 1000).toUTCString());
      reply.header('cache-control', 'private, no-cache');
      const ifModifiedSince = request.headers['if-modified-since'];
      const since = typeof ifModifiedSince === 'string' ? Date.parse(ifModifiedSince) : NaN;
      // A date to come is no date a version of ours was served with (RFC 9110, 13.1.3).
      if (Number.isFinite(since) && since / 1000 >= modified && since / 1000 <= now) {
        return reply.code(304).send();
      }
      const pkpass = await app.wallet.apple!.build(
        current.content,
        current.pass.authenticationToken,
      );
      return reply.type('application/vnd.apple.pkpass').send(pkpass);
    },
  );

  app.post(
    '/v1/log',
    {
      config: { rateLimit: perMinutePerIp(app, 30) },
      schema: {
        operationId: 'logWalletMessages',
        tags,
        security,
        summary: 'Apple Wallet: messages a device reports about this web service',
        description:
          'Wallet sends what went wrong talking to this service (a refused pass, a bad answer); they go to the server log, at warn.',
        body: LogBody,
        response: { 200: EMPTY('Logged'), ...errorAnswers(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const logs = request.body.logs.map((message) =>
        message.length > LOGGED_MESSAGE_LENGTH
          ? `${message.slice(0, LOGGED_MESSAGE_LENGTH)}…`
          : message,
      );
      request.log.warn({ logs }, 'Apple Wallet reported problems with the web service');
      return reply.code(200).send();
    },
  );
};

export default passkitRoutes;
