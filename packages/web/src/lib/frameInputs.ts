// Decision 292: what was typed in the server's first frame before the app took over (the login
// form of /auth's frame) goes into the app's own inputs. Apart from lib/firstFrame.ts, which
// holds the inputs from main.tsx: this part loads with the page that has such a frame, not with
// the app's entry.
import { takeFrameInputs } from './firstFrame';

const valueSetter = () => Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;

const checkable = (input: HTMLInputElement) => input.type === 'checkbox' || input.type === 'radio';

/**
 * The page of a frame with inputs (features/auth/AuthPage's login screen), once it is committed
 * over the frame (a layout effect: before it paints, and before App.tsx presses again a button
 * pressed in the frame): what was typed in the frame's
 * inputs goes into the app's, which are the same ones in the same order (the frame is the page's
 * own markup), through the events React listens to, so the forms' state has it; a box ticked is
 * ticked by a click; the focus (and caret) returns to the same field. Nothing when the page is
 * not the frame's (another number of inputs).
 */
export function carryFrameInputs(): void {
  const kept = takeFrameInputs();
  if (!kept) return;
  const { inputs, focused } = kept;
  const now = Array.from(document.querySelectorAll<HTMLInputElement>('#root input'));
  if (now.length !== inputs.length) return;
  inputs.forEach((from, index) => {
    const to = now[index];
    if (!to) return;
    if (checkable(from) !== checkable(to)) return;
    if (checkable(from)) {
      if (from.checked !== to.checked) to.click();
      return;
    }
    if (from.value === to.value) return;
    valueSetter()?.call(to, from.value);
    to.dispatchEvent(new Event('input', { bubbles: true }));
    // A field filled and left in the frame is left in the app too (what its blur does: the login
    // form looks up the e-mail's company sign-in).
    if (index !== focused) to.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  });
  const target = now[focused];
  const source = inputs[focused];
  if (!target || !source) return;
  target.focus();
  try {
    if (source.selectionStart !== null && source.selectionEnd !== null) {
      target.setSelectionRange(source.selectionStart, source.selectionEnd);
    }
  } catch {
    // An e-mail field has no caret position to give (the selection API throws for its type).
  }
}
