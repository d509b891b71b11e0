// Issue 46 (decision 291): whether the page of this document's first address was painted by the
// server (first-paint.json, decision 285) and how long ago. The login screen's spinner (spec 2:
// a second of it before the forms) is the server's first frame of /auth: the app counts that
// second from the frame's paint, not from its own start seconds later on a phone's slow link.

let kept = false;
let firstKey: string | null = null;

/** main.tsx: the server's frame is on screen and the app renders over it. */
export function noteServerFrame(): void {
  kept = true;
}

/**
 * App.tsx, at the start and at every navigation: the router's location. The first is the address
 * the server's frame was written for; once the app has moved elsewhere the frame is history (back
 * to the first entry later is a page of the app's, with its whole spinner).
 */
export function noteLocation(key: string): void {
  if (firstKey === null) firstKey = key;
  else if (key !== firstKey) kept = false;
}

/**
 * How long the server's frame has been on screen (ms since the first paint), when the location
 * `key` is still the document's first and the server painted it; null otherwise (a page reached
 * inside the app, a frame dropped, a browser that does not report paints).
 */
export function serverFrameAge(key: string): number | null {
  if (!kept || key !== firstKey || typeof performance.getEntriesByName !== 'function') return null;
  const paint = performance.getEntriesByName('first-contentful-paint')[0];
  return paint ? Math.max(0, performance.now() - paint.startTime) : null;
}

/** What the boot script keeps while the server's frame is up (vite.config.ts). */
interface FrameClicks {
  __tpFrameClicks?: string[] | null;
}

/**
 * App.tsx, once its first page is on screen: the boot script stops holding the frame's buttons,
 * and the last one pressed there (its classes) is pressed again on the app's own, which has the
 * same classes (the burger, the language switch, the unsubscribe page's confirm button).
 */
export function replayFrameClicks(): void {
  const held = window as unknown as FrameClicks;
  const pressed = held.__tpFrameClicks?.at(-1);
  held.__tpFrameClicks = null;
  if (!pressed) return;
  const selector = pressed
    .split(/\s+/)
    .filter(Boolean)
    .map((name) => `.${CSS.escape(name)}`)
    .join('');
  if (selector) document.querySelector<HTMLElement>(`#root button${selector}`)?.click();
}
