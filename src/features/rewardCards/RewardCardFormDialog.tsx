import { useFormik } from 'formik';
import TextField from '@mui/material/TextField';
import type { RewardCard } from '../../api/rewardCards';
import { useCreateRewardCardMutation, useUpdateRewardCardMutation } from '../../api/rewardCards';
import { fieldProps } from '../../components/form/fieldProps';
import { FormDialog } from '../../components/form/FormDialog';
import { notify } from '../../lib/toast';
import {
  STAMPS_MAX,
  STAMPS_MIN,
  newRewardCardValues,
  rewardCardBodyOf,
  rewardCardSchema,
  rewardCardValuesOf,
  type RewardCardValues,
} from './rewardCardSchema';

interface RewardCardFormDialogProps {
  storeId: string;
  /** The card to edit; none to create one. */
  card?: RewardCard;
  /** What a new card asks for: the merchant's default number of stamps. */
  defaultStampsRequired: number;
  onClose: () => void;
}

/** Create or edit a reward card: what it is called, what it gives and after how many stamps. */
export function RewardCardFormDialog({
  storeId,
  card,
  defaultStampsRequired,
  onClose,
}: RewardCardFormDialogProps) {
  const [create, creating] = useCreateRewardCardMutation();
  const [update, updating] = useUpdateRewardCardMutation();
  const submission = card ? updating : creating;
  const form = useFormik<RewardCardValues>({
    initialValues: card ? rewardCardValuesOf(card) : newRewardCardValues(defaultStampsRequired),
    validationSchema: rewardCardSchema,
    onSubmit: async (values) => {
      const body = rewardCardBodyOf(values);
      const result = card
        ? await update({ id: card.id, store_id: storeId, ...body })
        : await create({ store_id: storeId, ...body });
      if (result.error) return;
      void notify(card ? 'Reward card saved' : 'Reward card created', 'success');
      onClose();
    },
  });
  return (
    <FormDialog
      title={card ? `Edit ${card.title}` : 'New reward card'}
      titleId="reward-card-form-title"
      form={form}
      submission={submission}
      onClose={onClose}
      submitLabel={card ? 'Save card' : 'Create card'}
    >
      <TextField {...fieldProps(form, 'title', submission)} label="Title" required fullWidth />
      <TextField
        {...fieldProps(form, 'description', submission)}
        label="Description"
        fullWidth
        multiline
        minRows={2}
      />
      <TextField
        {...fieldProps(
          form,
          'stamps_required',
          submission,
          `From ${STAMPS_MIN} to ${STAMPS_MAX}. Changing it never takes stamps away.`,
        )}
        label="Stamps required"
        type="number"
        required
        fullWidth
        slotProps={{ htmlInput: { min: STAMPS_MIN, max: STAMPS_MAX, step: 1 } }}
      />
      <TextField
        {...fieldProps(form, 'reward_description', submission, 'For example: a free coffee')}
        label="Reward"
        required
        fullWidth
      />
      <TextField
        {...fieldProps(form, 'valid_until', submission, 'Optional: the last day it takes stamps')}
        label="Valid until"
        type="date"
        fullWidth
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </FormDialog>
  );
}
