/**
 * A card's stamps in words, "8 of 8 stamps · 1 waiting" (docs/product.md, "Reward cards and
 * stamps"): a card shows at most the stamps it holds, and stamps past a full card wait for the
 * next one. `stamps` and `waiting` are the record's `stamps` and `stamps_waiting`.
 */
export function stampCountText(stamps: number, required: number, waiting = 0): string {
  const count = `${stamps} of ${required} stamps`;
  return waiting > 0 ? `${count} · ${waiting} waiting` : count;
}

/** "1 stamp waits for your next card.", to a customer whose card is full; '' when none waits. */
export function waitingForNextCard(waiting: number): string {
  if (waiting <= 0) return '';
  return `${waiting === 1 ? '1 stamp waits' : `${waiting} stamps wait`} for your next card.`;
}
