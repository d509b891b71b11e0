import { describe, expect, it } from 'vitest';
import {
  chunks,
  clickSelect,
  emptySelection,
  isSelected,
  keepFailed,
  selectAll,
  toggleGroup,
} from './selection';

const order = ['a', 'b', 'c', 'd', 'e', 'f'];

describe('bulk selection', () => {
  it('toggles one item with a click and makes it the anchor', () => {
    const one = clickSelect(emptySelection, order, 'b', false);
    expect(one).toEqual({ ids: ['b'], anchor: 'b' });
    const none = clickSelect(one, order, 'b', false);
    expect(none).toEqual({ ids: [], anchor: 'b' });
  });

  it('selects the range from the anchor with a shift-click, in either direction', () => {
    const anchored = clickSelect(emptySelection, order, 'b', false);
    expect(clickSelect(anchored, order, 'e', true).ids).toEqual(['b', 'c', 'd', 'e']);
    const down = clickSelect(emptySelection, order, 'e', false);
    expect(clickSelect(down, order, 'b', true).ids).toEqual(['e', 'b', 'c', 'd']);
  });

  it('keeps the anchor, so a second shift-click changes the range from the same end', () => {
    let s = clickSelect(emptySelection, order, 'c', false);
    s = clickSelect(s, order, 'f', true);
    expect(s.anchor).toBe('c');
    s = clickSelect(s, order, 'a', true);
    expect([...s.ids].sort()).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('clears a range when the shift-clicked item was selected', () => {
    let s = selectAll(order);
    s = clickSelect(s, order, 'b', false); // clears b, anchor b
    s = clickSelect(s, order, 'd', true); // d is selected: the range b..d is cleared
    expect(s.ids).toEqual(['a', 'e', 'f']);
  });

  it('keeps items outside the range selected', () => {
    let s = clickSelect(emptySelection, order, 'f', false);
    s = clickSelect(s, order, 'a', false);
    s = clickSelect(s, order, 'c', true);
    expect(s.ids).toEqual(['f', 'a', 'b', 'c']);
  });

  it('treats a shift-click without an anchor on screen as a plain click', () => {
    const s = clickSelect({ ids: ['x'], anchor: 'x' }, order, 'c', true);
    expect(s).toEqual({ ids: ['x', 'c'], anchor: 'c' });
    expect(clickSelect(emptySelection, order, 'd', true)).toEqual({ ids: ['d'], anchor: 'd' });
  });

  it('selects all matching ids once each, and a column box toggles its group', () => {
    const all = selectAll(['a', 'b', 'a']);
    expect(all.ids).toEqual(['a', 'b']);
    const group = toggleGroup(emptySelection, ['c', 'd']);
    expect(group.ids).toEqual(['c', 'd']);
    expect(toggleGroup(group, ['c', 'd']).ids).toEqual([]);
    expect(toggleGroup({ ids: ['c'], anchor: null }, ['c', 'd']).ids).toEqual(['c', 'd']);
    expect(isSelected(group, 'd')).toBe(true);
  });

  it('keeps only the failed ones after an action, and splits ids in requests of 500', () => {
    expect(keepFailed(selectAll(order), ['d', 'z']).ids).toEqual(['d']);
    const ids = Array.from({ length: 1201 }, (_, i) => String(i));
    expect(chunks(ids, 500).map((c) => c.length)).toEqual([500, 500, 201]);
    expect(chunks([], 500)).toEqual([]);
  });
});
