import { checkEveryRoute } from '../support/authorization-gate';

// The staff group of the route table (support/route-groups.ts) under the authorization matrix
// (docs/reliability.md, "The gates").
checkEveryRoute('staff');
