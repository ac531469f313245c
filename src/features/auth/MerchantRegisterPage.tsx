import { Link as RouterLink } from 'react-router-dom';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PageFrame } from '../../components/PageFrame';
import { MerchantRegisterForm } from './MerchantRegisterForm';
import { MerchantRegisterSteps } from './MerchantRegisterSteps';
import { useSignUp } from './useSignUp';
import { paths } from '../../shared/paths';

/** Merchant registration (/merchant/register): the account that onboarding step 1 then verifies. */
export function MerchantRegisterPage() {
  const { signUp, submission } = useSignUp('merchant');
  return (
    <PageFrame
      title="Become a merchant"
      subtitle="Register your business, verify your email, tell us about your store and choose a plan."
    >
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Card>
            <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
              <MerchantRegisterForm onSubmit={signUp} submission={submission} />
            </CardContent>
          </Card>
          <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
            Just collecting rewards?{' '}
            <Link component={RouterLink} to={paths.register()}>
              Create a customer account
            </Link>
          </Typography>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <MerchantRegisterSteps />
        </Grid>
      </Grid>
    </PageFrame>
  );
}
