import { Type, type Static } from '@sinclair/typebox';
import { addressFields, FilledText as Text } from '../../contract/address-fields';
import { noneOr } from '../../contract/none-field';
import { successEnvelope } from '../../contract/envelope';
import { BranchRecord } from '../../contract/branch';

export { UuidIdParams as BranchIdParams } from '../../contract/params';
/**
 * `GET /branches/:id` takes a store's id where `PUT` and `DELETE` take a branch's: one path, so one
 * parameter name (an OpenAPI document may not hold the same path twice).
 */
export const StoreIdParams = Type.Object({
  id: Type.String({ format: 'uuid', description: "The store's id" }),
});

/**
 * `{ mon: [["08:00", "18:00"]], ... }`. The schema takes any small object; opening-hours.ts checks
 * the days and times, so each message names the interval (`opening_hours.mon[0]`).
 */
const OpeningHoursBody = Type.Record(Type.String({ maxLength: 20 }), Type.Unknown(), {
  maxProperties: 7,
  description:
    'Days mon..sun, each a list of ["HH:MM", "HH:MM"] intervals (open before close, no overlap); a missing or empty day is closed.',
  examples: [
    {
      mon: [
        ['08:00', '12:00'],
        ['14:00', '18:00'],
      ],
      sat: [['09:00', '13:00']],
    },
  ],
});

const branchFields = {
  name: Text(120),
  ...addressFields,
  phone: noneOr(Type.String({ format: 'phone', maxLength: 32 })),
  latitude: Type.Optional(Type.Union([Type.Number({ minimum: -90, maximum: 90 }), Type.Null()])),
  longitude: Type.Optional(Type.Union([Type.Number({ minimum: -180, maximum: 180 }), Type.Null()])),
  opening_hours: Type.Optional(OpeningHoursBody),
  status: Type.Optional(
    Type.Union([Type.Literal('open'), Type.Literal('closed')], {
      description: "The branch's own switch: closed means temporarily closed.",
    }),
  ),
};

export const CreateBranchBody = Type.Object({
  store_id: Type.String({ format: 'uuid' }),
  ...branchFields,
});
export type CreateBranchBody = Static<typeof CreateBranchBody>;

export const UpdateBranchBody = Type.Partial(Type.Object(branchFields), { minProperties: 1 });
export type UpdateBranchBody = Static<typeof UpdateBranchBody>;

export const BranchResponse = successEnvelope(BranchRecord);
export type BranchResponse = Static<typeof BranchResponse>;
export const BranchListResponse = successEnvelope(Type.Array(BranchRecord));
export type BranchListResponse = Static<typeof BranchListResponse>;
