// A file field in the page's language: the browser's own file input says "Choose File / No file
// chosen" in the browser's language, whatever the page's. The native input stays in the DOM (its
// label names it, forms and tests read and set its files) but is visually hidden and out of the
// tab order; a labelled button in the page's language opens it, and the chosen file's name (or
// "No file chosen") is shown beside it and read with the button.
import { useRef, useState, type InputHTMLAttributes, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import './FileInput.css';

export interface FileInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'id' | 'className' | 'tabIndex'
> {
  id: string;
  label: ReactNode;
  /** The native input, for a form that reads its files on submit. */
  inputRef?: RefObject<HTMLInputElement | null>;
}

export function FileInput({
  id,
  label,
  inputRef,
  onChange,
  autoFocus,
  disabled,
  'aria-describedby': describedBy,
  ...inputProps
}: FileInputProps) {
  const { t } = useTranslation();
  const ownInput = useRef<HTMLInputElement | null>(null);
  const input = inputRef ?? ownInput;
  const [fileName, setFileName] = useState('');
  const labelId = `${id}-label`;
  const nameId = `${id}-name`;
  return (
    <div className="file-input">
      <label htmlFor={id} id={labelId}>
        {label}
      </label>
      <input
        {...inputProps}
        ref={input}
        id={id}
        type="file"
        className="visually-hidden"
        tabIndex={-1}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(e) => {
          setFileName(e.target.files?.[0]?.name ?? '');
          onChange?.(e);
        }}
      />
      <div className="file-input-row">
        <button
          type="button"
          className="secondary"
          autoFocus={autoFocus}
          disabled={disabled}
          aria-describedby={[labelId, nameId, describedBy].filter(Boolean).join(' ')}
          onClick={() => input.current?.click()}
        >
          {t('common.file.choose')}
        </button>
        <span id={nameId} className="file-input-name" dir="auto">
          {fileName || t('common.file.none')}
        </span>
      </div>
    </div>
  );
}
