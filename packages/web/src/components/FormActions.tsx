// The buttons under a dialog's form (adding a candidate to a posting or a pool, saving a search):
// submit, busy while its request runs (disabled and aria-busy, so a second click cannot send it
// twice), then cancel.
export interface FormActionsProps {
  submitLabel: string;
  cancelLabel: string;
  busy: boolean;
  onCancel: () => void;
}

export function FormActions({ submitLabel, cancelLabel, busy, onCancel }: FormActionsProps) {
  return (
    <div className="actions">
      <button
        type="submit"
        className="button primary"
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {submitLabel}
      </button>
      <button type="button" className="button secondary" onClick={onCancel}>
        {cancelLabel}
      </button>
    </div>
  );
}
