import { fuzzEveryRoute } from '../support/route-fuzzer';

// The staff group of the route table (support/route-groups.ts) under fuzzing (docs/reliability.md,
// "The gates").
fuzzEveryRoute('staff');
