import { useId } from 'react';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** docs/product.md, "Merchant onboarding": the three required steps, in order. */
const ONBOARDING_STEPS = [
  {
    name: 'Email Verification',
    description: 'Verify your email address to activate your account.',
  },
  {
    name: 'Merchant Request',
    description: 'Create your merchant request with store information.',
  },
  {
    name: 'Subscription & Payment',
    description: 'Choose a subscription plan and complete payment by card.',
  },
];

/** What happens after this form, so nobody is surprised by the code email or the plan choice. */
export function MerchantRegisterSteps() {
  // Unique on a page that shows the steps twice (the theme gallery, docs/design.md).
  const titleId = useId();
  return (
    <Card component="aside" aria-labelledby={titleId}>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography id={titleId} variant="h6" component="h2">
          After you register
        </Typography>
        <Stack component="ol" spacing={2.5} sx={{ listStyle: 'none', p: 0, m: 0, mt: 2 }}>
          {ONBOARDING_STEPS.map((step, index) => (
            <Stack component="li" key={step.name} direction="row" spacing={2}>
              <Avatar
                aria-hidden
                sx={{
                  bgcolor: 'brand.surface',
                  color: 'primary.main',
                  width: 32,
                  height: 32,
                  fontSize: 16,
                }}
              >
                {index + 1}
              </Avatar>
              <div>
                <Typography sx={{ fontWeight: 600 }}>{step.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {step.description}
                </Typography>
              </div>
            </Stack>
          ))}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
          Once all three are done, your dashboard opens.
        </Typography>
      </CardContent>
    </Card>
  );
}
