import { fuzzEveryRoute } from '../support/route-fuzzer';
import { walletGates } from '../wallet-gates';

// The wallet group of the route table (support/route-groups.ts) under fuzzing (docs/reliability.md,
// "The gates"), on an app that makes wallet passes.
fuzzEveryRoute('wallet', walletGates());
