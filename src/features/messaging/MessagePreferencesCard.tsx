import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  type MessagePreference,
  useGetMessagePreferencesQuery,
  useSaveMessagePreferenceMutation,
} from '../../api/messaging';

const TITLE_ID = 'message-preferences-title';

/** One shop's two switches, saved as each is flipped. */
function ShopChoice({ shop }: { shop: MessagePreference }) {
  const [save, saving] = useSaveMessagePreferenceMutation();
  const change = (channel: 'email' | 'push', on: boolean) =>
    void save({
      storeId: shop.store_id,
      body: { email: shop.email, push: shop.push, [channel]: on },
    });
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 0, sm: 2 }}
      sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', py: 1 }}
      role="group"
      aria-label={`Messages from ${shop.store_name}`}
    >
      <Typography sx={{ fontWeight: 600 }}>{shop.store_name}</Typography>
      <Stack direction="row" spacing={2}>
        <FormControlLabel
          control={
            <Switch
              checked={shop.email}
              disabled={saving.isLoading}
              onChange={(event) => change('email', event.target.checked)}
            />
          }
          label="Email"
        />
        <FormControlLabel
          control={
            <Switch
              checked={shop.push}
              disabled={saving.isLoading}
              onChange={(event) => change('push', event.target.checked)}
            />
          }
          label="Push"
        />
      </Stack>
    </Stack>
  );
}

/**
 * Which shops may write to the customer, and how (docs/product.md, "Automations"): email and push,
 * shop by shop; every message's unsubscribe link changes the same choice. Push on this device is
 * the push feature's card, beside this one on the profile.
 */
export function MessagePreferencesCard() {
  const preferences = useGetMessagePreferencesQuery();
  const shops = preferences.data ?? [];
  return (
    <Card component="section" aria-labelledby={TITLE_ID}>
      <CardContent>
        <Typography id={TITLE_ID} variant="h6" component="h2">
          Messages from shops
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Shops where you collect stamps may send you a birthday gift, a reminder before your stamps
          expire, or an offer when you have been away. At most one a week from each shop, three a
          day in all, and no notifications between 21:00 and 09:00.
        </Typography>
        <Divider sx={{ my: 2 }} />
        {preferences.isError && <Alert severity="error">Your choices could not be loaded.</Alert>}
        {preferences.isLoading && <Skeleton variant="rounded" height={96} />}
        {preferences.isSuccess && shops.length === 0 && (
          <Typography color="text.secondary">
            No shop can write to you yet: a shop appears here after your first stamp there.
          </Typography>
        )}
        <Stack divider={<Divider flexItem />}>
          {shops.map((shop) => (
            <ShopChoice key={shop.store_id} shop={shop} />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
