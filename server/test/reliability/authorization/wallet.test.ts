import { checkEveryRoute } from '../support/authorization-gate';
import { walletGates } from '../wallet-gates';

// The wallet group of the route table (support/route-groups.ts) under the authorization matrix
// (docs/reliability.md, "The gates"), on an app that makes wallet passes.
checkEveryRoute('wallet', walletGates());
