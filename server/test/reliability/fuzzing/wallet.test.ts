import { fuzzEveryRoute } from '../support/route-fuzzer';
import { WALLET_GATES_ENV } from '../wallet-settings';

// The wallet group of the route table (support/route-groups.ts) under fuzzing
// (docs/reliability.md, "The gates"), with the wallets set up.
fuzzEveryRoute('wallet', WALLET_GATES_ENV);
