// decisions.md 14 and docs/decisions/115: text never carries control characters. U+0000 cannot be
// stored by PostgreSQL at all (it answered 500), and the other C0 controls and DEL have no place in
// names, postings or notes (they hide text, move the cursor in logs and terminals). Tab, line feed
// and carriage return are the exceptions, for long texts. The server refuses such text on every
// field of every call (plugins/app/controlCharacters.ts); forms may use the same test.

/** C0 controls except tab (U+0009), line feed (U+000A) and carriage return (U+000D), and DEL. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const controlCharacterPattern = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

const controlCharactersGlobal = new RegExp(controlCharacterPattern.source, 'g');

export function hasControlCharacter(text: string): boolean {
  return controlCharacterPattern.test(text);
}

/**
 * decisions.md 16 (issue 38, decision 196): the bidi embedding, override and isolate controls
 * (U+202A-U+202E, U+2066-U+2069) reorder what a mail, a feed or a job page shows of a one-line
 * text (a name, a title, a subject). Single-line texts refuse them; LRM and RLM (U+200E, U+200F)
 * stay: mixed Arabic text needs them.
 */
export const bidiControlPattern = /[\u202A-\u202E\u2066-\u2069]/;
export const bidiControlMessage = 'input.bidiControl';

export function hasBidiControl(text: string): boolean {
  return bidiControlPattern.test(text);
}

/** The refinement single-line text schemas add: `.refine(...noBidiControls)`. */
export const noBidiControls = [
  (text: string) => !hasBidiControl(text),
  { error: bidiControlMessage },
] as const;

/** The message key of a field refused for a control character (translated in messages.ts). */
export const controlCharacterMessage = 'input.controlCharacter';

/**
 * Where a parsed JSON-like value (a body, a query, the params) holds text with a control
 * character, in a keys or values: the paths as the validation errors name them ("job.0.name"),
 * at most `max` of them. Walks without recursion, so deeply nested input cannot exhaust the stack.
 */
interface Step {
  key: string;
  parent: Step | undefined;
}

const pathOf = (step: Step | undefined, last?: string): string => {
  const keys: string[] = last === undefined ? [] : [last];
  for (let at = step; at; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
};

export function controlCharacterPaths(value: unknown, max = 10): string[] {
  const found: string[] = [];
  // Each entry knows its parent step only, so deep nesting costs no copying of paths.
  const stack: { value: unknown; step: Step | undefined }[] = [{ value, step: undefined }];
  while (stack.length > 0 && found.length < max) {
    const { value: current, step } = stack.pop() as (typeof stack)[number];
    if (typeof current === 'string') {
      if (hasControlCharacter(current)) found.push(pathOf(step));
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i -= 1) {
        stack.push({ value: current[i], step: { key: String(i), parent: step } });
      }
    } else if (current !== null && typeof current === 'object') {
      for (const key of Object.keys(current).reverse()) {
        if (hasControlCharacter(key)) {
          // The key itself is the bad text: named without its control characters.
          found.push(pathOf(step, key.replace(controlCharactersGlobal, '?')));
        } else {
          stack.push({
            value: (current as Record<string, unknown>)[key],
            step: { key, parent: step },
          });
        }
      }
    }
  }
  return found;
}
