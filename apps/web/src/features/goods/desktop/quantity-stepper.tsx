import { useEffect, useState } from 'react';
import {
  fitQuantity,
  maxQuantity,
  minQuantity,
  quantityStep,
  type QuantityRule,
} from '@pm/contract/quantity';
import './detail.css';

/**
 * − [n] +: steps by the order multiple, never below the MOQ; a typed number is corrected to the nearest
 * valid quantity when the box loses focus.
 */
export function QuantityStepper({
  value,
  rule,
  onChange,
  disabled = false,
}: {
  value: number;
  rule: QuantityRule;
  onChange: (n: number) => void;
  disabled?: boolean;
}) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const step = quantityStep(rule);
  const commit = (n: number) => {
    const v = fitQuantity(n, rule);
    setText(String(v));
    if (v !== value) onChange(v);
  };
  const min = minQuantity(rule);
  const max = maxQuantity(rule);
  return (
    <span className="pm-stepper">
      <button
        type="button"
        aria-label="减少数量"
        disabled={disabled || value <= min}
        onClick={() => commit(value - step)}
      >
        −
      </button>
      <input
        aria-label="购买数量"
        inputMode="numeric"
        value={text}
        disabled={disabled}
        maxLength={6}
        onChange={(e) => setText(e.target.value.replace(/\D/g, ''))}
        onBlur={() => commit(Number(text))}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit(Number(text));
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
