// The pipeline board's keyboard moves (issue 12, decision 072 on keyboard use): with a card picked
// up, an arrow key moves it to the centre of the nearest stage column in that direction, instead
// of the sensor's default 25 px steps. Columns sit side by side on a wide screen and one under the
// other on a phone; the directions are those of the screen, so they follow the mirrored layout.
import { KeyboardCode, type KeyboardCoordinateGetter } from '@dnd-kit/core';

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

type Direction = 'left' | 'right' | 'up' | 'down';

const directionOfKey: Partial<Record<string, Direction>> = {
  [KeyboardCode.Left]: 'left',
  [KeyboardCode.Right]: 'right',
  [KeyboardCode.Up]: 'up',
  [KeyboardCode.Down]: 'down',
};

const centre = (box: Box) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });

/** The offset from `from`'s centre to the nearest box lying in `direction`, or null. */
export function offsetToNearest(
  from: Box,
  boxes: readonly Box[],
  direction: Direction,
): { x: number; y: number } | null {
  const c = centre(from);
  // A box counts as ahead once its centre lies beyond the moving card's own edge: the column the
  // card is in never does.
  const sideways = from.width / 2;
  const upDown = from.height / 2;
  let best: { x: number; y: number; distance: number } | null = null;
  for (const box of boxes) {
    const inside =
      c.x >= box.left &&
      c.x <= box.left + box.width &&
      c.y >= box.top &&
      c.y <= box.top + box.height;
    // The column the card is in is never the next one (a tall column's centre may lie below it).
    if (inside) continue;
    const b = centre(box);
    const dx = b.x - c.x;
    const dy = b.y - c.y;
    const ahead =
      direction === 'right'
        ? dx > sideways && Math.abs(dy) <= Math.abs(dx) + box.height
        : direction === 'left'
          ? dx < -sideways && Math.abs(dy) <= Math.abs(dx) + box.height
          : direction === 'down'
            ? dy > upDown && Math.abs(dx) < box.width / 2
            : dy < -upDown && Math.abs(dx) < box.width / 2;
    if (!ahead) continue;
    const distance = Math.hypot(dx, dy);
    if (!best || distance < best.distance) best = { x: dx, y: dy, distance };
  }
  return best ? { x: best.x, y: best.y } : null;
}

export const columnCoordinates: KeyboardCoordinateGetter = (
  event,
  { currentCoordinates, context },
) => {
  const direction = directionOfKey[event.code];
  const from = context.collisionRect;
  if (!direction || !from) return undefined;
  event.preventDefault();
  const boxes: Box[] = [];
  for (const container of context.droppableContainers.getEnabled()) {
    const rect = context.droppableRects.get(container.id);
    if (rect) boxes.push(rect);
  }
  const offset = offsetToNearest(from, boxes, direction);
  if (!offset) return currentCoordinates;
  return { x: currentCoordinates.x + offset.x, y: currentCoordinates.y + offset.y };
};
