import Stack from '@mui/material/Stack';
import { useGetConfigQuery } from '../../api/system';
import { AddToAppleWalletButton } from './AddToAppleWalletButton';
import { SaveToGoogleWalletButton } from './SaveToGoogleWalletButton';
import { useOnline } from './useOnline';

/**
 * One card's wallet buttons (docs/product.md, "Wallet passes"): those of the wallets the server
 * makes passes for (`GET /config`'s `wallets`), or nothing when it makes none, when `/config`
 * cannot be read, or offline (the buttons need the server). `cardName` names the row for a screen
 * reader, where every card has the same two buttons.
 */
export function WalletButtons({
  customerCardId,
  cardName,
}: {
  customerCardId: string;
  cardName: string;
}) {
  const online = useOnline();
  const config = useGetConfigQuery(undefined, { skip: !online });
  const wallets = config.data?.wallets;
  if (!online || !wallets || (!wallets.apple && !wallets.google)) return null;
  return (
    <Stack
      role="group"
      aria-label={`Wallet pass for ${cardName}`}
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', gap: 1, mt: 2 }}
    >
      {/* Apple's button shows in every browser: on a computer the file can still be sent to the
          phone (docs/design.md, "Wallet buttons"). */}
      {wallets.apple && <AddToAppleWalletButton customerCardId={customerCardId} />}
      {wallets.google && <SaveToGoogleWalletButton customerCardId={customerCardId} />}
    </Stack>
  );
}
