import { useEffect, useRef, useState } from 'react';
import { Skeleton } from 'antd';
import type { ChartClick, ChartOption } from './chart-option';
import type { ChartInstance } from './echarts-setup';
import './charts.css';

/**
 * One ECharts chart. The chart library is imported when the first chart mounts (a chunk of its own that
 * only pages drawing charts load); until it is there a skeleton of the chart's size holds the place. The
 * chart follows its box's width (and the printed page's), and reports clicks on its segments.
 */
export function Chart({
  option,
  height = 320,
  label,
  onClick,
}: {
  option: ChartOption;
  height?: number;
  /** What the chart shows, for screen readers. */
  label: string;
  onClick?: (click: ChartClick) => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ChartInstance | null>(null);
  const clicked = useRef(onClick);
  clicked.current = onClick;
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let gone = false;
    let observer: ResizeObserver | null = null;
    const resize = () => chart.current?.resize();
    import('./echarts-setup')
      .then(({ createChart }) => {
        const el = box.current;
        if (gone || !el) return;
        const c = createChart(el);
        chart.current = c;
        c.on('click', (p) => {
          clicked.current?.({
            seriesIndex: p.seriesIndex ?? 0,
            seriesName: p.seriesName ?? '',
            dataIndex: p.dataIndex,
            name: p.name,
            data: p.data,
          });
        });
        if (typeof ResizeObserver !== 'undefined') {
          observer = new ResizeObserver(resize);
          observer.observe(el);
        }
        window.addEventListener('beforeprint', resize);
        window.addEventListener('afterprint', resize);
        setReady(true);
      })
      .catch(() => {
        if (!gone) setFailed(true);
      });
    return () => {
      gone = true;
      observer?.disconnect();
      window.removeEventListener('beforeprint', resize);
      window.removeEventListener('afterprint', resize);
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    if (ready) chart.current?.setOption(option, { notMerge: true });
  }, [ready, option]);

  return (
    <div className="pm-chart" style={{ height }}>
      <div
        ref={box}
        className="pm-chart__canvas"
        role="img"
        aria-label={label}
        data-chart-ready={ready ? 'true' : undefined}
        style={{ height, cursor: onClick ? 'pointer' : undefined }}
      />
      {!ready && !failed && (
        <div className="pm-chart__placeholder">
          <Skeleton.Node active style={{ width: '100%', height: height - 16 }} />
        </div>
      )}
      {failed && <div className="pm-chart__placeholder pm-chart__failed">图表加载失败，请刷新页面重试</div>}
    </div>
  );
}
