import { useState } from 'react';
import { useGetMyStoresQuery, useGetStoreQuery } from '../../api/stores';
import { readScannerChoice, writeScannerChoice, type ScannerChoice } from './scannerChoice';

/**
 * A store someone works at without owning it (docs/product.md, "Staff"): the counter chose it and
 * the branch, so the scanner stamps there and offers only the reward card.
 */
export interface ScannerPlace {
  store: { id: string; name: string };
  branchId?: string;
}

/**
 * The store, reward card and branch the scanner stamps on: the remembered choice where it still
 * exists, else the first of each. Hidden stores are left out: their cards are not collected. At a
 * `place`, the store and branch are the counter's and the owner's store list is not read.
 */
export function useScannerChoice(place?: ScannerPlace) {
  const [choice, setChoice] = useState<ScannerChoice>(readScannerChoice);
  const stores = useGetMyStoresQuery(undefined, { skip: Boolean(place) });
  const activeStores = place
    ? []
    : (stores.data?.items ?? []).filter((store) => store.status === 'active');
  const store = place
    ? place.store
    : (activeStores.find(({ id }) => id === choice.storeId) ?? activeStores[0]);
  const detail = useGetStoreQuery(store?.id ?? '', { skip: !store });
  const storeDetail = detail.data?.id === store?.id ? detail.data : undefined;
  const rewardCards = (storeDetail?.reward_cards ?? []).filter((card) => card.active);
  const allBranches = storeDetail?.branches ?? [];
  const branches = place?.branchId
    ? allBranches.filter(({ id }) => id === place.branchId)
    : allBranches;

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
