import { Suspense } from 'react';
import { MerchantNumbers } from '../features/analytics/MerchantNumbers';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { LiveCardNotice } from '../features/live/LiveCardNotice';
import { ScanCustomerButton } from '../features/stamping/ScanCustomerButton';
import { WalletButtons, WalletsReader } from '../features/wallet/WalletButtons';
import { retryableLazy } from '../lib/retryableLazy';
import { paths } from '../shared/paths';

// The parts only some of this chunk's pages show are in the chunk, but run only when shown:
// `webpackMode: "eager"` adds no chunk (no request, no second copy of shared code), and the module
// runs at the import() rather than with the chunk. A merchant's dashboard then does not run the
// customer's, the counter's or the /scan page's code (docs/performance.md, "The merchant's
// dashboard on a phone").

// The /scan/:code page shares this chunk: it is the scanner's other door, and one chunk for both
// keeps the app's start-up list of chunks short (docs/performance.md).
export const ScanCodePage = retryableLazy(() =>
  import(/* webpackMode: "eager" */ '../features/stamping/ScanCodePage').then(
    (module) => module.ScanCodePage,
  ),
);
// So does /counter, the scanner's door for staff (docs/product.md, "Staff").
export const CounterRoute = retryableLazy(() =>
  import(/* webpackMode: "eager" */ './CounterRoute').then((module) => module.CounterRoute),
);
// The customer's offline view of their code. (The live notice is not deferred: it opens the
// customer's live stream, which should not wait for a module.)
const MyCodeView = retryableLazy(() =>
  import(/* webpackMode: "eager" */ '../features/myCode/MyCodeView').then(
    (module) => module.MyCodeView,
  ),
);

const billingHref = paths.billing();

/**
 * The dashboard with the merchant's scanner and analytics on it (docs/architecture.md, "A page
 * made of several features"): the dashboard places them, the scanner and analytics features bring
 * them; the customer's cards follow live (docs/api.md, "Live updates"), with the live feature's
 * notice; offline, the code page's view shows the code saved on this device (docs/product.md,
 * "Your code offline"); each card has its wallet buttons (docs/product.md, "Wallet passes").
 */
export function DashboardRoute() {
  return (
    <DashboardPage
      merchantAction={<ScanCustomerButton />}
      // The merchant's numbers load as a chunk of their own, for a merchant who has them: a
      // customer's dashboard never downloads them (docs/performance.md, budgets).
      merchantContent={
        <MerchantNumbers billingHref={billingHref} scanAction={<ScanCustomerButton />} />
      }
      customerLive={
        <>
          <LiveCardNotice />
          <WalletsReader />
        </>
      }
      customerSavedCode={(code) => (
        <Suspense fallback={null}>
          <MyCodeView code={code} fromSaved />
        </Suspense>
      )}
      customerCardActions={(card) => (
        <WalletButtons
          customerCardId={card.id}
          cardName={`${card.reward_card.title} at ${card.store.name}`}
        />
      )}
    />
  );
}
