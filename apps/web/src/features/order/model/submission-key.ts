/**
 * The Idempotency-Key of an order submission. One key per visit of the confirm page and per content:
 * a double click or a retry of the same submission sends the same key (the server answers the first
 * result instead of ordering twice); a changed body (another address, remarks, the new total after a
 * price change) gets a new key, since the server refuses one key for two different submissions.
 */
import type { OrderSubmitRequest } from '@pm/contract/order';

/** A random id for one visit of the confirm page (letters, digits and -). */
export function newVisitId(random: () => string = defaultRandom): string {
  return random()
    .replace(/[^A-Za-z0-9-]/g, '')
    .slice(0, 40);
}

function defaultRandom(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}${Math.random().toString(36).slice(2, 12)}`;
}

/** The body as one text that does not depend on the order of the cart lines or of the fields. */
export function canonicalBody(body: OrderSubmitRequest): string {
  const ids = (Array.isArray(body.cartLineIds) ? body.cartLineIds : String(body.cartLineIds).split(','))
    .map((id) => String(id).trim())
    .sort();
  return JSON.stringify([
    ids,
    String(body.addressId),
    body.invoiceId === null || body.invoiceId === undefined ? null : String(body.invoiceId),
    (body.remarks ?? '').trim(),
    body.expectedAmount ?? null,
  ]);
}

/** cyrb53: a fast 53-bit string hash, as base 36 (11 characters at most). */
export function hash53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** The key for this visit and body: `<visit>.<hash of the body>` (within the contract's 8–100 characters). */
export function submissionKey(visitId: string, body: OrderSubmitRequest): string {
  return `${visitId}.${hash53(canonicalBody(body))}`;
}
