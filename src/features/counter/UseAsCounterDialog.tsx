import { useFormik } from 'formik';
import { useNavigate } from 'react-router-dom';
import { object, string, type InferType } from 'yup';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCreateCounterDeviceMutation } from '../../api/counter';
import { fieldProps } from '../../components/form/fieldProps';
import { FormDialog } from '../../components/form/FormDialog';
import { loggedOut } from '../../session/sessionSlice';
import { useAppDispatch } from '../../shared/hooks';
import { paths } from '../../shared/paths';
import { saveDevice } from './savedDevice';

// docs/api.md, "Counter mode": a device's name is 1–60 characters; it stamps at one branch.
const counterDeviceSchema = object({
  name: string()
    .trim()
    .required('Name the device, e.g. Front till')
    .max(60, 'Use at most 60 characters'),
  branch_id: string().required('Choose the branch'),
});

type CounterDeviceValues = InferType<typeof counterDeviceSchema>;

interface UseAsCounterDialogProps {
  store: { id: string; name: string };
  branches: { id: string; name: string }[];
  onClose: () => void;
}

/**
 * Signs this browser in as a counter of the store. The manager's own sign-in ends here (locally:
 * their other devices stay signed in), so the counter never runs as the manager; then the
 * counter's page opens.
 */
export function UseAsCounterDialog({ store, branches, onClose }: UseAsCounterDialogProps) {
  const [create, submission] = useCreateCounterDeviceMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const form = useFormik<CounterDeviceValues>({
    initialValues: { name: '', branch_id: branches.length === 1 ? (branches[0]?.id ?? '') : '' },
    validationSchema: counterDeviceSchema,
    onSubmit: async ({ name, branch_id }) => {
      const result = await create({ storeId: store.id, name: name.trim(), branch_id });
      if (result.error) return;
      saveDevice({
        token: result.data.device_token,
        deviceId: result.data.device.id,
        storeId: store.id,
      });
      navigate(paths.counterDevice(), { replace: true });
      dispatch(loggedOut());
    },
  });
  return (
    <FormDialog
      title={`Use this device as a counter of ${store.name}`}
      titleId="use-as-counter-title"
      form={form}
      submission={submission}
      onClose={onClose}
      submitLabel="Make it a counter"
      busyLabel="Signing in..."
    >
      <Typography variant="body2" color="text.secondary">
        Your own sign-in ends on this browser, so the counter never runs as you. Each person then
        unlocks it with their counter PIN.
      </Typography>
      <TextField
        {...fieldProps(form, 'name', submission, 'What the staff call it, e.g. Front till.')}
        label="Device name"
        required
        fullWidth
        autoFocus
        slotProps={{ htmlInput: { maxLength: 60 } }}
      />
      <TextField {...fieldProps(form, 'branch_id', submission)} select label="Branch" required>
        {branches.map(({ id, name }) => (
          <MenuItem key={id} value={id}>
            {name}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}
