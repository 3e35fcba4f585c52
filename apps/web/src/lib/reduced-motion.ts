/**
 * The user asked the system for less motion (`prefers-reduced-motion: reduce`, WCAG 2.3.3): banners do
 * not turn by themselves, and app.css stops the loaders' endless animations. Read at each call: the
 * setting rarely changes while a page is open.
 */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}
