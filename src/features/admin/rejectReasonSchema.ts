import { object, string, type InferType } from 'yup';
import { bodyLimits } from '../../api/generated/limits';

// The server's limits (generated from its schema), so the form cannot disagree.
const { reason } = bodyLimits['POST /merchant-requests/{id}/reject'];

export const rejectReasonSchema = object({
  reason: string()
    .trim()
    .required('Reason is required')
    .min(reason.minLength, `Reason must be at least ${reason.minLength} characters`)
    .max(reason.maxLength, `Reason must be at most ${reason.maxLength} characters`),
});

export type RejectReasonValues = InferType<typeof rejectReasonSchema>;
