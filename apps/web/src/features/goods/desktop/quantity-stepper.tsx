import { useEffect, useState } from 'react';
import { normalizeQuantity, type QuantityRule } from '../model/quantity';
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
  const step = Math.max(1, Math.floor(rule.orderMultiple) || 1);
  const commit = (n: number) => {
    const v = normalizeQuantity(n, rule);
    setText(String(v));
    if (v !== value) onChange(v);
  };
  const min = normalizeQuantity(0, rule);
  const max = normalizeQuantity(Number.MAX_SAFE_INTEGER, rule);
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
