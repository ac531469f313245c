import { type Static } from '@sinclair/typebox';
import { successEnvelope } from '../../contract/envelope';
import { StepStatusRecord } from '../../contract/step-status';

export const StepStatusResponse = successEnvelope(StepStatusRecord);
export type StepStatusResponse = Static<typeof StepStatusResponse>;
