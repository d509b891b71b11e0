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
 * The state a new document starts with: no server frame noted, no first location. The web tests
 * share modules across their files (decision 170); each file starts from this, as a page load
 * does (testSetup.ts). A file that noted a frame (AuthFrameCarry) left it noted for the next file
 * of its worker, and AuthPageFirstFrame's first check failed in a CI run.
 */
export function startAsNewDocument(): void {
  kept = false;
  firstKey = null;
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
  if (!kept || key !== firstKey) return null;
  return paintedFor();
}

/** How long ago the document first painted; null before that (a hidden tab paints nothing). */
function paintedFor(): number | null {
  if (typeof performance.getEntriesByName !== 'function') return null;
  const paint = performance.getEntriesByName('first-contentful-paint')[0];
  return paint ? Math.max(0, performance.now() - paint.startTime) : null;
}

/**
 * main.tsx, under a frame that shows its content later (decision 292: /auth's login form a second
 * after the spinner, by CSS; `data-reveal-ms` on #root): the app renders once that has happened,
 * so it never paints its own spinner over the frame's form. Counted from the first paint, as the
 * frame's CSS counts; without a paint yet, the whole delay from now.
 */
export function frameRevealed(container: HTMLElement): Promise<void> {
  const reveal = Number(container.dataset.revealMs ?? 0);
  if (!(reveal > 0)) return Promise.resolve();
  const wait = Math.max(0, reveal - (paintedFor() ?? 0));
  return new Promise((resolve) => setTimeout(resolve, wait));
}

/** The frame's inputs, kept from just before the app renders until its first page is up. */
let held: { inputs: HTMLInputElement[]; focused: () => number; stop: () => void } | null = null;

/**
 * main.tsx, before the app renders over a frame with inputs (/auth's login form): keeps them, and
 * which one has the focus, so what was typed before the app took over is not lost (the removed
 * elements keep their values; the focus is followed until they go).
 */
export function holdFrameInputs(container: HTMLElement): void {
  const inputs = Array.from(container.querySelectorAll('input'));
  if (inputs.length === 0) return;
  let focused = inputs.indexOf(document.activeElement as HTMLInputElement);
  const onFocusIn = (event: FocusEvent) => {
    focused = inputs.indexOf(event.target as HTMLInputElement);
  };
  // A focus that leaves for elsewhere on the page is the person's; one lost because the element
  // was removed (the app replacing the frame) is kept, to be given to the app's same input.
  const onFocusOut = (event: FocusEvent) => {
    const left = event.target as HTMLInputElement;
    queueMicrotask(() => {
      if (left.isConnected && document.activeElement !== left) {
        focused = inputs.indexOf(document.activeElement as HTMLInputElement);
      }
    });
  };
  container.addEventListener('focusin', onFocusIn);
  container.addEventListener('focusout', onFocusOut);
  held = {
    inputs,
    focused: () => focused,
    stop: () => {
      container.removeEventListener('focusin', onFocusIn);
      container.removeEventListener('focusout', onFocusOut);
    },
  };
}

/** The frame's inputs as they were held (lib/frameInputs.ts), once: then forgotten. */
export function takeFrameInputs(): { inputs: HTMLInputElement[]; focused: number } | null {
  const kept = held;
  held = null;
  if (!kept) return null;
  kept.stop();
  return { inputs: kept.inputs, focused: kept.focused() };
}

/**
 * What the boot script keeps while the server's frame is up (vite.config.ts): each press as the
 * button's classes and its place among the frame's buttons with those classes.
 */
interface FrameClicks {
  __tpFrameClicks?: [string, number][] | null;
}

/**
 * App.tsx, once its first page is on screen: the boot script stops holding the frame's buttons,
 * and the last one pressed there is pressed again on the app's own, which has the same classes in
 * the same order (the burger, the language switch, the unsubscribe page's confirm button; the
 * login form's Login and its two links of one class: decision 292).
 */
export function replayFrameClicks(): void {
  const frame = window as unknown as FrameClicks;
  const pressed = frame.__tpFrameClicks?.at(-1);
  frame.__tpFrameClicks = null;
  document.getElementById('root')?.removeAttribute('data-pressed');
  if (!pressed) return;
  const [classes, place] = pressed;
  const selector = classes
    .split(/\s+/)
    .filter(Boolean)
    .map((name) => `.${CSS.escape(name)}`)
    .join('');
  const buttons = document.querySelectorAll<HTMLElement>(`#root button${selector}`);
  if (selector) buttons[place]?.click();
}
