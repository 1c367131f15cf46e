/** Where Virtuoso's item numbers start, far enough up for any number of older pages. */
export const firstItemIndexStart = 1_000_000;

/**
 * Virtuoso keeps its place when older items are put above by counting item numbers down: the first
 * item's number drops by how many came above the item that was first before.
 */
export function nextFirstItemIndex(
  previous: { firstId: string | undefined; firstItemIndex: number },
  ids: readonly string[],
): number {
  const shift = previous.firstId === undefined ? 0 : ids.indexOf(previous.firstId);
  return previous.firstItemIndex - Math.max(shift, 0);
}
