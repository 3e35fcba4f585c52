/**
 * The state of a − [n] + quantity field, desktop and phone: what is typed (digits only), and a commit
 * that fits a number to the goods' rule (@pm/contract/quantity) and reports it when it changed. Empty
 * text commits the smallest valid quantity. No UI kit.
 */
import { useEffect, useState } from 'react';
import {
  fitQuantity,
  maxQuantity,
  minQuantity,
  quantityStep,
  type QuantityRule,
} from '@pm/contract/quantity';

export function useQuantityField(value: number, rule: QuantityRule, onChange: (n: number) => void) {
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
  return {
    text,
    /** What was typed, digits kept. */
    type: (raw: string) => setText(raw.replace(/\D/g, '')),
    /** The typed number fitted to the rule. */
    commitText: () => commit(text === '' ? min : Number(text)),
    down: () => commit(value - step),
    up: () => commit(value + step),
    atMin: value <= min,
    atMax: value >= max,
  };
}
