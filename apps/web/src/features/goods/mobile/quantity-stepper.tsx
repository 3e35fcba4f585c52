import type { QuantityRule } from '@pm/contract/quantity';
import { useQuantityField } from '../model/use-quantity-field';

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
  const field = useQuantityField(value, rule, onChange);
  return (
    <span className="mg-stepper" role="group" aria-label={label}>
      <button type="button" aria-label="减少数量" disabled={disabled || field.atMin} onClick={field.down}>
        −
      </button>
      <input
        aria-label={label}
        inputMode="numeric"
        value={field.text}
        disabled={disabled}
        maxLength={6}
        onChange={(e) => field.type(e.target.value)}
        onBlur={field.commitText}
        onKeyDown={(e) => {
          if (e.key === 'Enter') e.currentTarget.blur();
        }}
      />
      <button type="button" aria-label="增加数量" disabled={disabled || field.atMax} onClick={field.up}>
        +
      </button>
    </span>
  );
}
