import { useEffect, useState } from 'react';
import {
  fitQuantity,
  maxQuantity,
  minQuantity,
  quantityStep,
  type QuantityRule,
} from '@pm/contract/quantity';

/**
 * − [n] + for a goods quantity: steps by the order multiple, never below the MOQ (rounded up to the
 * multiple) nor above the bound; a typed number is corrected to the nearest valid quantity when the box
 * loses focus. Plain buttons with Chinese labels (screen readers), no kit.
 */
export function QuantityStepper({
  value,
  rule,
  onChange,
  label,
  disabled = false,
}: {
  value: number;
  rule: QuantityRule;
  onChange: (n: number) => void;
  /** What is counted, e.g. 购买数量. */
  label: string;
  disabled?: boolean;
}) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const step = quantityStep(rule);
  const min = minQuantity(rule);
  const max = maxQuantity(rule);
  const commit = (n: number) => {
    const v = fitQuantity(n, rule);
    setText(String(v));
    if (v !== value) onChange(v);
  };
  return (
    <span className="mg-stepper" role="group" aria-label={label}>
      <button
        type="button"
        aria-label="减少数量"
        disabled={disabled || value <= min}
        onClick={() => commit(value - step)}
      >
        −
      </button>
      <input
        aria-label={label}
        inputMode="numeric"
        value={text}
        disabled={disabled}
        maxLength={6}
        onChange={(e) => setText(e.target.value.replace(/\D/g, ''))}
        onBlur={() => commit(text === '' ? min : Number(text))}
        onKeyDown={(e) => {
          if (e.key === 'Enter') e.currentTarget.blur();
        }}
      />
      <button
        type="button"
        aria-label="增加数量"
        disabled={disabled || value >= max}
        onClick={() => commit(value + step)}
      >
        +
      </button>
    </span>
  );
}
