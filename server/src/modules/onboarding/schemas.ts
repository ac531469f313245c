import { type Static } from '@sinclair/typebox';
import { successEnvelope } from '../../http/envelope';
import { StepStatusRecord } from '../../services/onboarding/step-status-record';

export const StepStatusResponse = successEnvelope(StepStatusRecord);
export type StepStatusResponse = Static<typeof StepStatusResponse>;
