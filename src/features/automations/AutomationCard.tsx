import { useFormik } from 'formik';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { fieldProps } from '../../components/form/fieldProps';
import { FormAlert } from '../../components/form/FormAlert';
import type { Submission } from '../../components/form/formErrors';
import { AUTOMATION_TEXTS, offerPhrase } from './automationTexts';
import {
  automationBodyOf,
  automationSchema,
  type AutomationSettings,
  automationValuesOf,
  type AutomationValues,
} from './automationSchema';
import { OfferFields } from './OfferFields';

interface AutomationCardProps {
  settings: AutomationSettings;
  /** Saves the automation; resolves whether it was saved (a refusal shows in the form). */
  onSave: (body: Omit<AutomationSettings, 'kind'>) => Promise<boolean>;
  submission?: Submission;
}

/**
 * One automation (docs/product.md, "Automations"): what it does, whether it is on, its offer, its
 * timing and the share held out to measure it, saved together.
 */
export function AutomationCard({ settings, onSave, submission }: AutomationCardProps) {
  const { kind } = settings;
  const texts = AUTOMATION_TEXTS[kind];
  const titleId = `automation-${kind}-title`;
  const form = useFormik<AutomationValues>({
    initialValues: automationValuesOf(settings),
    enableReinitialize: true,
    validationSchema: automationSchema,
    onSubmit: async (values) => {
      await onSave(automationBodyOf(values));
    },
  });
  const id = (name: string) => `${kind}-${name}`;
  const offer = offerPhrase(settings.offer_kind, settings.offer_stamps);
  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined">
      <CardContent>
        <form noValidate onSubmit={form.handleSubmit}>
          <Stack spacing={2}>
            <Stack
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center', justifyContent: 'space-between' }}
            >
              <Typography id={titleId} variant="h6" component="h3">
                {texts.title}
              </Typography>
              <Chip
                size="small"
                color={settings.enabled ? 'success' : 'default'}
                label={settings.enabled ? `On${offer ? ` · ${offer}` : ''}` : 'Off'}
              />
            </Stack>
            <Typography color="text.secondary">{texts.description}</Typography>
            <FormAlert submission={submission} fields={Object.keys(form.values)} />
            <FormControlLabel
              control={
                <Switch
                  id={id('enabled')}
                  name="enabled"
                  checked={form.values.enabled}
                  onChange={form.handleChange}
                />
              }
              label={`Send ${texts.title.toLowerCase()} messages`}
            />
            <OfferFields form={form} submission={submission} idPrefix={kind} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {kind === 'birthday' && (
                <TextField
                  label="Days before the birthday"
                  type="number"
                  fullWidth
                  slotProps={{ htmlInput: { min: 0, max: 30, inputMode: 'numeric' } }}
                  {...fieldProps(form, 'days_before', submission, '0 sends it on the day.')}
                  id={id('days_before')}
                />
              )}
              {kind === 'near_reward' && (
                <TextField
                  label="Days without a visit"
                  type="number"
                  fullWidth
                  slotProps={{ htmlInput: { min: 1, max: 365, inputMode: 'numeric' } }}
                  {...fieldProps(form, 'idle_days', submission)}
                  id={id('idle_days')}
                />
              )}
              <TextField
                label="Held out (%)"
                type="number"
                fullWidth
                slotProps={{ htmlInput: { min: 5, max: 50, inputMode: 'numeric' } }}
                {...fieldProps(
                  form,
                  'holdout_percent',
                  submission,
                  'Chosen at random, they get nothing: the comparison that shows the lift.',
                )}
                id={id('holdout_percent')}
              />
            </Stack>
            <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
              <Button type="submit" variant="contained" disabled={form.isSubmitting || !form.dirty}>
                {form.isSubmitting && !form.isValidating ? 'Saving...' : `Save ${texts.title}`}
              </Button>
            </Stack>
          </Stack>
        </form>
      </CardContent>
    </Card>
  );
}
