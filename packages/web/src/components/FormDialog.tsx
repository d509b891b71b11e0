// A dialog that holds a form or a choice (decision 132: the reject dialog, a posting's stages,
// the bulk result, a template's deletion): role=dialog with aria-modal and a heading that names
// it, the focus moved in (to `initialFocus`, else the first field, else the first button) and
// kept inside, Escape and the close button cancel, the focus goes back where it was. The
// interviews' schedule dialog uses it too (its own copy of decision 127 went in issue 23).
import { useEffect, useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import './FormDialog.css';

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface FormDialogProps {
  title: string;
  /** Escape, the backdrop's close button: the dialog's cancel. */
  onClose: () => void;
  /** The label of the close button in the corner (in the page's language). */
  closeLabel: string;
  /** What gets the focus first; else the first field, else the first button. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** A wider dialog (the stage list editor). */
  wide?: boolean;
  children: ReactNode;
}

export function FormDialog({
  title,
  onClose,
  closeLabel,
  initialFocus,
  wide = false,
  children,
}: FormDialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const close = useRef(onClose);
  useLayoutEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const first =
      initialFocus?.current ??
      panel.current?.querySelector<HTMLElement>(
        '.form-dialog-body input, .form-dialog-body select, .form-dialog-body textarea',
      ) ??
      panel.current?.querySelector<HTMLElement>('.form-dialog-body button:not([disabled])');
    (first ?? panel.current)?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      // Only the dialog on top answers (a dialog opened from this one closes first).
      const dialogs = document.querySelectorAll('[role="dialog"][aria-modal="true"]');
      if (dialogs[dialogs.length - 1] !== panel.current) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        close.current();
        return;
      }
      if (event.key !== 'Tab' || !panel.current) return;
      const items = [...panel.current.querySelectorAll<HTMLElement>(focusable)];
      const firstItem = items[0];
      const lastItem = items[items.length - 1];
      if (!firstItem || !lastItem) return;
      if (event.shiftKey && document.activeElement === firstItem) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && document.activeElement === lastItem) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (previous && document.contains(previous)) previous.focus();
    };
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- the focus moves in once, when it opens

  return createPortal(
    <div className="form-dialog-backdrop">
      <div
        ref={panel}
        className={`form-dialog${wide ? ' form-dialog-wide' : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="form-dialog-head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="form-dialog-close" onClick={onClose}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{closeLabel}</span>
          </button>
        </div>
        <div className="form-dialog-body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
