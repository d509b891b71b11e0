// Issue 20 (decision 130, Bulk actions; decision 132): which applications are selected on the
// board and the ranked list. A click on a card's box toggles it and becomes the anchor; a
// shift-click gives every item between the anchor and the clicked one (in the order the screen
// shows them) the state the clicked one takes; "select all N matching" replaces the selection
// with the ids the server listed. Pure functions over an immutable value, so the screen keeps it
// in one useState and the tests need no DOM.

export interface Selection {
  /** The selected application ids, in the order they were added. */
  readonly ids: readonly string[];
  /** The last item clicked without shift: one end of the next shift-click's range. */
  readonly anchor: string | null;
}

export const emptySelection: Selection = { ids: [], anchor: null };

export function isSelected(selection: Selection, id: string): boolean {
  return selection.ids.includes(id);
}

function withIds(selection: Selection, add: readonly string[], remove: ReadonlySet<string>) {
  const kept = selection.ids.filter((id) => !remove.has(id));
  const present = new Set(kept);
  const added = add.filter((id) => !present.has(id) && Boolean(present.add(id)));
  return [...kept, ...added];
}

/**
 * A click on an item's checkbox. `order` is what the screen shows, top to bottom and column by
 * column; with `shift` and an anchor in it, the range between the two (both ends included) takes
 * the clicked item's new state. Without an anchor in the order, a shift-click is a plain click.
 */
export function clickSelect(
  selection: Selection,
  order: readonly string[],
  id: string,
  shift: boolean,
): Selection {
  const selecting = !isSelected(selection, id);
  const from = selection.anchor === null ? -1 : order.indexOf(selection.anchor);
  const to = order.indexOf(id);
  if (shift && from >= 0 && to >= 0) {
    const range = order.slice(Math.min(from, to), Math.max(from, to) + 1);
    const ids = selecting
      ? withIds(selection, range, new Set())
      : withIds(selection, [], new Set(range));
    return { ids, anchor: selection.anchor };
  }
  const ids = selecting
    ? withIds(selection, [id], new Set())
    : withIds(selection, [], new Set([id]));
  return { ids, anchor: id };
}

/** Every id the server says matches the filter (listApplicantIds), replacing the selection. */
export function selectAll(ids: readonly string[]): Selection {
  return { ids: [...new Set(ids)], anchor: null };
}

/** Selects or clears a group at once (a column's box): all of them when not all are selected. */
export function toggleGroup(selection: Selection, group: readonly string[]): Selection {
  const all = group.length > 0 && group.every((id) => isSelected(selection, id));
  return {
    ids: all ? withIds(selection, [], new Set(group)) : withIds(selection, group, new Set()),
    anchor: selection.anchor,
  };
}

/** The selection after a bulk action: only the ones that failed stay selected (to retry). */
export function keepFailed(selection: Selection, failed: readonly string[]): Selection {
  const stay = new Set(failed);
  return { ids: selection.ids.filter((id) => stay.has(id)), anchor: null };
}

/** Splits ids into requests of at most `size` (bulkApplications takes 500 at once). */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
