import { Type, type Static } from '@sinclair/typebox';

/**
 * The inputs of Apple's PassKit web service (docs/api.md, "Apple's web service"). Their names are
 * Apple's (camelCase), since Wallet on the device makes these calls, not our SPA.
 */

/** What Wallet sends as a device's id: Apple's are 32 hex digits; anything this shape is taken. */
const DeviceLibraryIdentifier = Type.String({
  pattern: '^[A-Za-z0-9._-]{1,64}$',
  description: "The device's library id, as Wallet sends it (up to 64 letters, digits, . _ -).",
});
const PassTypeIdentifier = Type.String({
  pattern: '^[A-Za-z0-9.-]{1,100}$',
  description: 'The Pass Type ID the passes carry (`pass.com.example.rewards`).',
});
const SerialNumber = Type.String({
  format: 'uuid',
  description: "The pass's serial number (a UUID).",
});

export const RegistrationParams = Type.Object({
  deviceLibraryIdentifier: DeviceLibraryIdentifier,
  passTypeIdentifier: PassTypeIdentifier,
  serialNumber: SerialNumber,
});
export type RegistrationParams = Static<typeof RegistrationParams>;

export const DeviceParams = Type.Object({
  deviceLibraryIdentifier: DeviceLibraryIdentifier,
  passTypeIdentifier: PassTypeIdentifier,
});
export type DeviceParams = Static<typeof DeviceParams>;

export const PassParams = Type.Object({
  passTypeIdentifier: PassTypeIdentifier,
  serialNumber: SerialNumber,
});
export type PassParams = Static<typeof PassParams>;

/** APNs device tokens are hex (32 bytes today; Apple says their length may grow). */
export const RegisterBody = Type.Object({
  pushToken: Type.String({
    pattern: '^[0-9A-Fa-f]{16,200}$',
    description: 'The APNs token of the device, in hex: where updates of the pass are pushed.',
  }),
});
export type RegisterBody = Static<typeof RegisterBody>;

/** Update tags are the decimal `wallet_pass_versions` numbers this service gave the device. */
export const UpdatedSinceQuery = Type.Object({
  passesUpdatedSince: Type.Optional(
    Type.String({
      // Empty is taken as no tag at all: Wallet has none before its first answer.
      pattern: '^[0-9]{0,15}$',
      description:
        'The `lastUpdated` tag of the previous answer: only passes changed since (empty or absent: all).',
    }),
  ),
});
export type UpdatedSinceQuery = Static<typeof UpdatedSinceQuery>;

export const SerialNumbersResponse = Type.Object(
  {
    serialNumbers: Type.Array(Type.String({ format: 'uuid' })),
    lastUpdated: Type.String({ description: 'The tag to send as `passesUpdatedSince` next time.' }),
  },
  { title: 'Updated passes' },
);
export type SerialNumbersResponse = Static<typeof SerialNumbersResponse>;

/** Bounds of one log call: Wallet's messages are a sentence or two each, a few at a time. */
export const LOG_MESSAGE_MAX_LENGTH = 4_000;
export const LOG_MESSAGES_MAX = 50;

export const LogBody = Type.Object({
  logs: Type.Array(
    Type.String({ maxLength: LOG_MESSAGE_MAX_LENGTH, description: 'One message of Wallet.' }),
    { maxItems: LOG_MESSAGES_MAX },
  ),
});
export type LogBody = Static<typeof LogBody>;
