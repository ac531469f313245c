import { useState } from 'react';
import { useGetMyStoresQuery, useGetStoreQuery } from '../../api/stores';
import { readScannerChoice, writeScannerChoice, type ScannerChoice } from './scannerChoice';

/**
 * The store, reward card and branch the scanner stamps on: the remembered choice where it still
 * exists, else the first of each. Hidden stores are left out: their cards are not collected.
 */
export function useScannerChoice() {
  const [choice, setChoice] = useState<ScannerChoice>(readScannerChoice);
  const stores = useGetMyStoresQuery();
  const activeStores = (stores.data?.items ?? []).filter((store) => store.status === 'active');
  const store = activeStores.find(({ id }) => id === choice.storeId) ?? activeStores[0];
  const detail = useGetStoreQuery(store?.id ?? '', { skip: !store });
  const storeDetail = detail.data?.id === store?.id ? detail.data : undefined;
  const rewardCards = (storeDetail?.reward_cards ?? []).filter((card) => card.active);
  const branches = storeDetail?.branches ?? [];

  const choose = (change: ScannerChoice) => {
    const next = { ...choice, ...change };
    setChoice(next);
    writeScannerChoice(next);
  };

  return {
    stores,
    detail,
    activeStores,
    store,
    rewardCards,
    rewardCard: rewardCards.find(({ id }) => id === choice.rewardCardId) ?? rewardCards[0],
    branches,
    branch: branches.find(({ id }) => id === choice.branchId) ?? branches[0],
    choose,
  };
}

export type ScannerChoiceState = ReturnType<typeof useScannerChoice>;
