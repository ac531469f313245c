import { checkEveryRoute } from '../support/authorization-gate';
import { WALLET_GATES_ENV } from '../wallet-settings';

// The wallet group of the route table (support/route-groups.ts) under the authorization matrix
// (docs/reliability.md, "The gates"), with the wallets set up.
checkEveryRoute('wallet', WALLET_GATES_ENV);
