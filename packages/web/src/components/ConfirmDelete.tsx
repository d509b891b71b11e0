// A Delete button that asks first, in place: the button gives way to its question with Delete
// and Cancel, the focus goes to Cancel (the safe answer), and back to Delete when cancelled or on
// Escape, instead of dropping to the page with the removed button. Description cards and saved
// searches ask this way (decisions 137, 172).
import { useEffect, useRef, useState, type ReactNode } from 'react';

export interface ConfirmDeleteProps {
  /** The button's text, and its accessible name when the text alone is ambiguous. */
  label: string;
  ariaLabel?: string;
  question: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** Deletes; calls `close` to bring Delete back (on a failure: a success removes the row). */
  onConfirm: (close: () => void) => void;
  pending: boolean;
  /** The buttons' classes where a feature styles them (the secondary and danger buttons). */
  buttonClassName?: string;
  dangerClassName?: string;
  /** The question's wrapper, laid out by the feature (it is `display: contents` otherwise). */
  className?: string;
}

export function ConfirmDelete({
  label,
  ariaLabel,
  question,
  confirmLabel,
  cancelLabel,
  onConfirm,
  pending,
  buttonClassName = 'secondary',
  dangerClassName = 'danger',
  className = 'confirm-delete',
}: ConfirmDeleteProps) {
  const [confirming, setConfirming] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  useEffect(() => {
    if (confirming) cancelButton.current?.focus();
    else if (wasConfirming.current) deleteButton.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);
  const close = () => setConfirming(false);

  if (!confirming) {
    return (
      <button
        ref={deleteButton}
        type="button"
        className={buttonClassName}
        aria-label={ariaLabel}
        onClick={() => setConfirming(true)}
      >
        {label}
      </button>
    );
  }
  return (
    <span
      className={className}
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
    >
      <span role="alert">{question}</span>
      <button
        type="button"
        className={dangerClassName}
        onClick={() => onConfirm(close)}
        disabled={pending}
      >
        {confirmLabel}
      </button>
      <button ref={cancelButton} type="button" className={buttonClassName} onClick={close}>
        {cancelLabel}
      </button>
    </span>
  );
}
