// The placeholder buttons under a template's text (mail templates, offer letters): each inserts
// `{{name}}` where the cursor is in the field last used and puts the cursor after it.
import './PlaceholderChips.css';

/**
 * `value` with `{{placeholder}}` put in place of the field's selection (at the end when the field
 * has none); then the field gets the focus back with the cursor after what was inserted.
 */
export function insertPlaceholder(
  element: HTMLInputElement | HTMLTextAreaElement | null,
  value: string,
  placeholder: string,
): string {
  const token = `{{${placeholder}}}`;
  const start = element?.selectionStart ?? value.length;
  const end = element?.selectionEnd ?? value.length;
  requestAnimationFrame(() => {
    element?.focus();
    element?.setSelectionRange(start + token.length, start + token.length);
  });
  return value.slice(0, start) + token + value.slice(end);
}

export function PlaceholderChips({
  id,
  label,
  placeholders,
  insertLabel,
  onInsert,
}: {
  /** The id of the group's label. */
  id: string;
  label: string;
  placeholders: readonly string[];
  /** The accessible name of one placeholder's button. */
  insertLabel: (placeholder: string) => string;
  onInsert: (placeholder: string) => void;
}) {
  return (
    <div role="group" aria-labelledby={id} className="placeholder-chips">
      <p id={id}>{label}</p>
      {placeholders.map((placeholder) => (
        <button
          key={placeholder}
          type="button"
          className="chip"
          dir="ltr"
          aria-label={insertLabel(placeholder)}
          // Keep the cursor where it is in the field while clicking.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onInsert(placeholder)}
        >
          {`{{${placeholder}}}`}
        </button>
      ))}
    </div>
  );
}
