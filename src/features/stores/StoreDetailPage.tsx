import { useParams } from 'react-router-dom';
import { PageFrame } from '../../components/PageFrame';

// Store details (branches, reward cards) arrive with the stores work.
export function StoreDetailPage() {
  const { storeId } = useParams<{ storeId: string }>();
  return (
    <PageFrame
      title="Store"
      subtitle={`Store ${storeId ?? ''}: branches, reward cards and opening hours.`}
    />
  );
}
