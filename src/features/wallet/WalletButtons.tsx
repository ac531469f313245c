import Stack from '@mui/material/Stack';
import { useGetConfigQuery } from '../../api/system';
import { AddToAppleWalletButton } from './AddToAppleWalletButton';
import { SaveToGoogleWalletButton } from './SaveToGoogleWalletButton';
import { useOnline } from './useOnline';

/** The wallets the server makes passes for, read while online; `undefined` offline or unread. */
function useWallets() {
  const online = useOnline();
  const config = useGetConfigQuery(undefined, { skip: !online });
  return online ? config.data?.wallets : undefined;
}

/**
 * Reads which wallets the server makes passes for as the customer's cards are shown, even before
 * there is a card: the first card, brought live by a stamp at the counter, then draws its buttons
 * without a request of its own (docs/performance.md, "Exchanges per tap"). Draws nothing.
 */
export function WalletsReader() {
  useWallets();
  return null;
}

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
  const wallets = useWallets();
  if (!wallets || (!wallets.apple && !wallets.google)) return null;
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
