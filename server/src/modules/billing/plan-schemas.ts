import { Type, type Static } from '@sinclair/typebox';
import { successEnvelope } from '../../contract/envelope';
import { Interval, PlanRecord } from '../../contract/subscription';

export { Interval, PlanRecord } from '../../contract/subscription';
export { priceFor, toPlanRecord } from '../../services/catalog/subscription-record';

export const PlansQuery = Type.Object({ interval: Type.Optional(Interval) });
export const PlansResponse = successEnvelope(Type.Array(PlanRecord));
export type PlansResponse = Static<typeof PlansResponse>;
