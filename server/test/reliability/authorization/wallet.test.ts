import { checkEveryRoute } from '../support/authorization-gate';
import { walletGatesEnvironment } from '../wallet-settings';

// The wallet group of the route table (support/route-groups.ts) under the authorization matrix
// (docs/reliability.md, "The gates"), with both wallets set up against their stand-ins.
checkEveryRoute('wallet', walletGatesEnvironment());
