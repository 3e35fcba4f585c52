import { useEffect, useState } from 'react';

/**
 * − [n] + for a whole count from 1 to `max`: plain buttons and a number box with Chinese names for screen
 * readers (the kit's Stepper puts spinbutton attributes on its wrapper, which assistive technology
 * rejects). A typed number is brought within the bounds when the box loses focus.
 */
export function CountStepper({
  value,
  max,
  onChange,
  label,
}: {
  value: number;
  max: number;
  onChange: (n: number) => void;
  /** What is counted, e.g. "<goods> 的售后数量". */
  label: string;
}) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const commit = (n: number) => {
    const v = Math.min(max, Math.max(1, Math.trunc(n) || 1));
    setText(String(v));
    if (v !== value) onChange(v);
  };
  return (
    <span className="pm-count-stepper" role="group" aria-label={label}>
      <button type="button" aria-label="减少数量" disabled={value <= 1} onClick={() => commit(value - 1)}>
        −
      </button>
      <input
        aria-label={label}
        inputMode="numeric"
        enterKeyHint="done"
        value={text}
        maxLength={6}
        onChange={(e) => setText(e.target.value.replace(/\D/g, ''))}
        onBlur={() => commit(text === '' ? value : Number(text))}
        onKeyDown={(e) => {
          if (e.key === 'Enter') e.currentTarget.blur();
        }}
      />
      <button type="button" aria-label="增加数量" disabled={value >= max} onClick={() => commit(value + 1)}>
        +
      </button>
    </span>
  );
}
