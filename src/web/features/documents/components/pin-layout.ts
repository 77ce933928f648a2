/** Spec §2: the first three shown columns stay in view on horizontal scroll. */
export const PINNED_COLUMNS = 3;

/** A document's essentials stay at the right edge while the middle columns scroll (issue 30). */
const RIGHT_PINNED: readonly string[] = ['totalPayAmount', 'status', 'gibStatus'];

export type TPin = { side: 'left' | 'right'; offset: number } | null;

type TPinColumn = { key: string; width: number };

/**
 * Where each shown column sticks, and the ⋮ column (always at the right edge). Pins that would
 * leave no room for the first scrolling column are dropped: the right ones before the left ones
 * go, so a narrow screen scrolls plainly rather than showing only pinned cells.
 */
export function pinLayout(columns: readonly TPinColumn[], menuWidth: number, available: number) {
  const right = columns.filter((c) => RIGHT_PINNED.includes(c.key));
  const rightWidth = right.reduce((sum, c) => sum + c.width, menuWidth);
  const left = columns.slice(0, PINNED_COLUMNS).filter((c) => !right.includes(c));
  const leftWidth = left.reduce((sum, c) => sum + c.width, 0);
  const firstFree = columns.find((c) => !left.includes(c) && !right.includes(c));
  const room = firstFree?.width ?? 0;
  const pinRight = rightWidth + room <= available;
  const pinLeft = pinRight && leftWidth + rightWidth + room <= available;
  const pins: TPin[] = columns.map((column) => {
    if (pinLeft && left.includes(column)) {
      const before = left.slice(0, left.indexOf(column));
      return { side: 'left', offset: before.reduce((sum, c) => sum + c.width, 0) };
    }
    if (pinRight && right.includes(column)) {
      const after = right.slice(right.indexOf(column) + 1);
      return { side: 'right', offset: after.reduce((sum, c) => sum + c.width, menuWidth) };
    }
    return null;
  });
  return { pins, lastLeft: pinLeft ? left.at(-1)?.key : undefined };
}
