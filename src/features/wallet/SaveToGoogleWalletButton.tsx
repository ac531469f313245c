import Box from '@mui/material/Box';
import { useSaveToGoogleWalletMutation } from '../../api/wallet';
import { openPendingTab, reloadTo } from '../../lib/browserLocation';
import { GoogleWalletGlyph } from './walletGlyphs';
import { WalletBadge } from './WalletBadge';

/** docs/product.md, "Wallet passes". */
export const SAVE_TO_GOOGLE_WALLET = 'Save to Google Wallet';

/**
 * "Save to Google Wallet" for one card: Google's save page opens in a new tab, so the customer
 * comes back to their card here. The tab is opened in the click itself (one opened after the
 * server answers would be blocked as a popup) and sent to the link once it is known; a browser that
 * refused the tab goes there in this one. A refusal closes the tab again and is toasted with the
 * server's message (src/api/client/errorToasts.ts).
 */
export function SaveToGoogleWalletButton({ customerCardId }: { customerCardId: string }) {
  const [saveToGoogleWallet, { isLoading }] = useSaveToGoogleWalletMutation();
  const save = async () => {
    const tab = openPendingTab();
    try {
      const { url } = await saveToGoogleWallet(customerCardId).unwrap();
      if (tab) tab.go(url);
      else reloadTo(url);
    } catch {
      tab?.close();
    }
  };
  return (
    <WalletBadge
      shape="pill"
      label={SAVE_TO_GOOGLE_WALLET}
      busy={isLoading}
      onClick={() => void save()}
    >
      <GoogleWalletGlyph />
      <Box component="span" sx={{ fontSize: 15, fontWeight: 500, whiteSpace: 'nowrap' }}>
        {SAVE_TO_GOOGLE_WALLET}
      </Box>
    </WalletBadge>
  );
}
