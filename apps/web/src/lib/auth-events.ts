/**
 * A tiny signal between lib/ and the auth store: lib/http ends the session on expiry but may not
 * import a feature, so the auth store subscribes here and resets itself.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

/** Subscribe to "the session ended" (expiry or sign-out); returns the unsubscribe function. */
export function onAuthCleared(fn: Listener): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

export function emitAuthCleared(): void {
  for (const fn of [...listeners]) fn();
}
