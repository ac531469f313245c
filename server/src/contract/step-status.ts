import { Type, type Static } from '@sinclair/typebox';

const StepDetail = Type.Object({
  name: Type.String(),
  description: Type.String(),
  completed: Type.Boolean(),
  required: Type.Boolean(),
});

/**
 * The step status object (shared by `GET /onboarding/step-status` and the merchant's `GET /home`), exactly as docs/product.md, "Session" and docs/api.md list it. */
export const StepStatusRecord = Type.Object(
  {
    current_step: Type.Integer({
      minimum: 1,
      maximum: 4,
      description: '4 when every step is done.',
    }),
    total_steps: Type.Literal(3),
    step_details: Type.Object({ step_1: StepDetail, step_2: StepDetail, step_3: StepDetail }),
    can_proceed_to_next_step: Type.Boolean(),
    merchant_status: Type.Union([
      Type.Literal('pending'),
      Type.Literal('verified'),
      Type.Literal('rejected'),
    ]),
    email_verified: Type.Boolean(),
  },
  { title: 'Step status' },
);
export type StepStatusRecord = Static<typeof StepStatusRecord>;
