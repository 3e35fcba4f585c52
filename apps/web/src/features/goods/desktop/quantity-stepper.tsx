import type { QuantityRule } from '@pm/contract/quantity';
import { useQuantityField } from '../model/use-quantity-field';
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
  const field = useQuantityField(value, rule, onChange);
  return (
    <span className="pm-stepper">
      <button type="button" aria-label="减少数量" disabled={disabled || field.atMin} onClick={field.down}>
        −
      </button>
      <input
        aria-label="购买数量"
        inputMode="numeric"
        value={field.text}
        disabled={disabled}
        maxLength={6}
        onChange={(e) => field.type(e.target.value)}
        onBlur={field.commitText}
        onKeyDown={(e) => {
          if (e.key === 'Enter') field.commitText();
        }}
      />
      <button type="button" aria-label="增加数量" disabled={disabled || field.atMax} onClick={field.up}>
        +
      </button>
    </span>
  );
}
