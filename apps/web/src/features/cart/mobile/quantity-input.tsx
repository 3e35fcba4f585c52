import { useEffect, useState } from 'react';
import { fitQuantity, maxQuantity, minQuantity, quantityStep } from '@pm/contract/quantity';

/**
 * − [n] + of a cart line: steps by the order multiple, never below the MOQ nor above the cart's cap; a
 * typed number is corrected to the nearest valid quantity when the box loses focus (one update, not
 * one per key).
 */
export function QuantityInput({
  value,
  goods,
  onChange,
  disabled = false,
  label,
}: {
  value: number;
  goods: { moq: number; orderMultiple: number };
  onChange: (n: number) => void;
  disabled?: boolean;
  /** What the number is of (the goods' name), for screen readers. */
  label: string;
}) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const min = minQuantity(goods);
  const step = quantityStep(goods);
  const max = maxQuantity(goods);
  const commit = (n: number) => {
    const v = fitQuantity(n, goods);
    setText(String(v));
    if (v !== value) onChange(v);
  };
  return (
    <span className="pm-qty">
      <button
        type="button"
        className="pm-qty__btn"
        aria-label={`减少 ${label} 的数量`}
        disabled={disabled || value <= min}
        onClick={() => commit(value - step)}
      >
        −
      </button>
      <input
        className="pm-qty__input"
        aria-label={`${label} 的数量`}
        inputMode="numeric"
        enterKeyHint="done"
        value={text}
        disabled={disabled}
        maxLength={6}
        onChange={(e) => setText(e.target.value.replace(/\D/g, ''))}
        onBlur={() => commit(text === '' ? value : Number(text))}
        onKeyDown={(e) => {
          if (e.key === 'Enter') e.currentTarget.blur();
        }}
      />
      <button
        type="button"
        className="pm-qty__btn"
        aria-label={`增加 ${label} 的数量`}
        disabled={disabled || value >= max}
        onClick={() => commit(value + step)}
      >
        +
      </button>
    </span>
  );
}
