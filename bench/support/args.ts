// A bench's command line: `args` its words, `opt('name', default)` the word after `--name` ('' when it is
// last, `default` when it is absent).
export const args = process.argv.slice(2);

export const opt = (name: string, dflt: string | null = null): string | null => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? (args[i + 1] ?? '') : dflt;
};
