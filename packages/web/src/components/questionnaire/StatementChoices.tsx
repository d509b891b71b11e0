// One statement and its five choices: a native radio group, so Tab reaches it and the arrow keys
// move between choices; the keys 1-5 answer directly and move on to the next statement.
import type { KeyboardEvent } from 'react';

export interface StatementChoicesProps {
  id: number;
  number: number;
  text: string;
  value: number;
  scale: { value: number; label: string }[];
  invalid: boolean;
  describedBy?: string;
  onChange: (value: number) => void;
  /** Called after a 1-5 key answered, so the page can move focus to the next statement. */
  onKeyAnswered: () => void;
}

export function StatementChoices(props: StatementChoicesProps) {
  const { id, number, text, value, scale, invalid, describedBy, onChange, onKeyAnswered } = props;
  const legendId = `q-${id}-text`;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const choice = scale.find((s) => String(s.value) === event.key);
    if (!choice) return;
    event.preventDefault();
    onChange(choice.value);
    onKeyAnswered();
  }

  return (
    <div
      className={`q-statement${invalid ? ' q-statement-invalid' : ''}`}
      role="radiogroup"
      aria-labelledby={legendId}
      aria-required="true"
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? describedBy : undefined}
      data-statement={id}
      onKeyDown={onKeyDown}
    >
      <p id={legendId} className="q-statement-text">
        <span className="q-number">{number}.</span> {text}
      </p>
      <div className="q-choices">
        {scale.map((choice) => (
          <label
            key={choice.value}
            className={`q-choice${value === choice.value ? ' q-choice-checked' : ''}`}
          >
            <input
              type="radio"
              name={`q-${id}`}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
            />
            <span className="q-choice-value">{choice.value}</span>{' '}
            <span className="q-choice-label">{choice.label}</span>
          </label>
        ))}
      </div>
    </div>
  );
}
