/**
 * The file name of a download from its Content-Disposition header: the UTF-8 name (filename*=UTF-8''…)
 * when given, else the plain one; `fallback` when neither can be read. Path separators are dropped.
 */
export function fileNameOf(disposition: string | null | undefined, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  let name = '';
  if (star?.[1]) {
    try {
      name = decodeURIComponent(star[1].trim());
    } catch {
      name = '';
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/.exec(disposition);
    name = (plain?.[1] ?? plain?.[2] ?? '').trim();
  }
  name = name.replace(/[\\/]/g, '').trim();
  return name || fallback;
}
