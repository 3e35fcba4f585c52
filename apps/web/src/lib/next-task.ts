/**
 * Resolves in a new task of the event loop: work after it is not part of the current task, so the
 * browser can paint and answer input in between (a slow phone's start is then several short tasks, not
 * one long one).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
