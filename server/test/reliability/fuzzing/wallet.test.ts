import { fuzzEveryRoute } from '../support/route-fuzzer';
import { walletGatesEnvironment } from '../wallet-settings';

// The wallet group of the route table (support/route-groups.ts) under fuzzing (docs/reliability.md,
// "The gates"), with both wallets set up against their stand-ins, so input reaches the handlers.
fuzzEveryRoute('wallet', walletGatesEnvironment());
