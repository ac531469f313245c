import { object, string, type InferType } from 'yup';

export const rejectReasonSchema = object({
  reason: string()
    .trim()
    .required('Reason is required')
    .min(3, 'Reason must be at least 3 characters')
    .max(500, 'Reason must be at most 500 characters'),
});

export type RejectReasonValues = InferType<typeof rejectReasonSchema>;
