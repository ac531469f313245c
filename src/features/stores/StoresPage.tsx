import { PageFrame } from '../../components/PageFrame';

// Store management arrives with the stores work.
export function StoresPage() {
  return (
    <PageFrame title="My Stores" subtitle="The stores you run, their branches and reward cards." />
  );
}
