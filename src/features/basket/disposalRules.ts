/** Pieces of mattresses and slatted frames: the most disposal pieces that can be booked. */
export function disposalPieces(items: ReadonlyArray<{ readonly quantity: number; readonly allowsDisposalService: boolean }>): number {
  return items.reduce((sum, item) => sum + (item.allowsDisposalService ? item.quantity : 0), 0);
}
