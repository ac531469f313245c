import Box from '@mui/material/Box';
import { useAddToAppleWalletMutation } from '../../api/wallet';
import { reloadTo } from '../../lib/browserLocation';
import { AppleWalletGlyph } from './walletGlyphs';
import { WalletBadge } from './WalletBadge';

/** docs/product.md, "Wallet passes". */
export const ADD_TO_APPLE_WALLET = 'Add to Apple Wallet';

// Apple's badge sets its words in Apple's system font; elsewhere the nearest sans-serif.
const APPLE_FONT =
  '-apple-system, BlinkMacSystemFont, "Helvetica Neue", Helvetica, Arial, sans-serif';

/**
 * "Add to Apple Wallet" for one card: asks the server for the pass's download address, then goes
 * there. Safari on an iPhone opens Wallet from the `.pkpass` answer; another browser downloads the
 * file (to AirDrop or mail to the phone), and the page stays where it is. A refusal is toasted
 * with the server's message (src/api/client/errorToasts.ts).
 */
export function AddToAppleWalletButton({ customerCardId }: { customerCardId: string }) {
  const [addToAppleWallet, { isLoading }] = useAddToAppleWalletMutation();
  const add = async () => {
    try {
      const { url } = await addToAppleWallet(customerCardId).unwrap();
      reloadTo(url);
    } catch {
      // Said by the toast.
    }
  };
  return (
    <WalletBadge
      shape="rounded"
      label={ADD_TO_APPLE_WALLET}
      busy={isLoading}
      onClick={() => void add()}
    >
      <AppleWalletGlyph />
      <Box
        component="span"
        sx={{ display: 'flex', flexDirection: 'column', textAlign: 'left', fontFamily: APPLE_FONT }}
      >
        <Box component="span" sx={{ fontSize: 11, fontWeight: 500, lineHeight: 1.1 }}>
          Add to
        </Box>
        <Box
          component="span"
          sx={{ fontSize: 18, fontWeight: 600, lineHeight: 1.1, letterSpacing: '-0.01em' }}
        >
          Apple Wallet
        </Box>
      </Box>
    </WalletBadge>
  );
}
