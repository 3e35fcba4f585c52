/**
 * ECharts as the app uses it: the core with only the chart types and components the dashboard draws,
 * drawn as SVG (sharp when printed, no canvas). Loaded lazily by chart.tsx, so only the routes that draw a
 * chart download it (the whole library is ~385 KB gzip; this set far less). Chinese texts (the
 * 'ZH' locale) ship with the core.
 */
import { init, use as registerParts } from 'echarts/core';
import { BarChart, HeatmapChart, LineChart, TreemapChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';

registerParts([
  BarChart,
  LineChart,
  TreemapChart,
  HeatmapChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  VisualMapComponent,
  SVGRenderer,
]);

/** A chart instance on `el`: SVG renderer, Chinese texts. */
export function createChart(el: HTMLElement) {
  return init(el, null, { renderer: 'svg', locale: 'ZH' });
}

export type ChartInstance = ReturnType<typeof createChart>;
