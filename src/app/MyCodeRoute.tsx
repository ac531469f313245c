import type { RoleId } from '../session/sessionTypes';
import { LiveCardNotice } from '../features/live/LiveCardNotice';
import { MyCodePage } from '../features/myCode/MyCodePage';
import { WalletButtons, WalletsReader } from '../features/wallet/WalletButtons';

/**
 * /my-code with the customer's cards followed live while the code is held up to the scanner
 * (docs/api.md, "Live updates"): the page shows the code, the live feature brings the notice; each
 * card has its wallet buttons (docs/product.md, "Wallet passes"), brought by the wallet feature.
 */
export function MyCodeRoute({ roles }: { roles: readonly RoleId[] }) {
  return (
    <MyCodePage
      roles={roles}
      live={
        <>
          <LiveCardNotice />
          <WalletsReader />
        </>
      }
      cardActions={(card) => (
        <WalletButtons customerCardId={card.id} cardName={`${card.title} at ${card.store_name}`} />
      )}
    />
  );
}
