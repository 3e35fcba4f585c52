/**
 * A small price-trend line for a table cell (plain SVG: a hundred rows draw no chart instances). Months
 * without a value break the line; a single point is a dot.
 */
export function sparkPoints(
  values: readonly (number | null)[],
  width: number,
  height: number,
  pad = 2,
): { segments: string[]; dots: { x: number; y: number }[] } {
  const known = values.filter((v): v is number => v !== null);
  if (known.length === 0) return { segments: [], dots: [] };
  const min = Math.min(...known);
  const max = Math.max(...known);
  const step = values.length > 1 ? (width - pad * 2) / (values.length - 1) : 0;
  const x = (i: number) => (values.length > 1 ? pad + i * step : width / 2);
  // a flat line sits in the middle
  const y = (v: number) => (max === min ? height / 2 : pad + ((max - v) / (max - min)) * (height - pad * 2));
  const segments: string[] = [];
  const dots: { x: number; y: number }[] = [];
  let run: { x: number; y: number }[] = [];
  const flush = () => {
    if (run.length > 1) segments.push(run.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' '));
    else if (run.length === 1 && run[0]) dots.push(run[0]);
    run = [];
  };
  values.forEach((v, i) => {
    if (v === null) flush();
    else run.push({ x: x(i), y: y(v) });
  });
  flush();
  return { segments, dots };
}

export function Sparkline({
  values,
  label,
  width = 96,
  height = 24,
}: {
  values: readonly (number | null)[];
  label: string;
  width?: number;
  height?: number;
}) {
  const { segments, dots } = sparkPoints(values, width, height);
  return (
    <svg
      className="pm-sparkline"
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={label}
    >
      <title>{label}</title>
      {segments.map((s) => (
        <polyline key={s} points={s} fill="none" stroke="#1677ff" strokeWidth={1.5} />
      ))}
      {dots.map((d) => (
        <circle key={`${d.x},${d.y}`} cx={d.x} cy={d.y} r={1.8} fill="#1677ff" />
      ))}
    </svg>
  );
}
