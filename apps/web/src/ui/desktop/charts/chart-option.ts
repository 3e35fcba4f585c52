/**
 * The option type of the charts the app draws (types only: importing it loads no chart code). Only the
 * chart types and components registered in echarts-setup.ts may be used.
 */
import type { ComposeOption } from 'echarts/core';
import type {
  BarSeriesOption,
  HeatmapSeriesOption,
  LineSeriesOption,
  TreemapSeriesOption,
} from 'echarts/charts';
import type {
  GridComponentOption,
  LegendComponentOption,
  TooltipComponentOption,
  VisualMapComponentOption,
} from 'echarts/components';

export type ChartOption = ComposeOption<
  | BarSeriesOption
  | LineSeriesOption
  | TreemapSeriesOption
  | HeatmapSeriesOption
  | GridComponentOption
  | LegendComponentOption
  | TooltipComponentOption
  | VisualMapComponentOption
>;

/** What a click on a chart's segment says: which series, which data item. */
export interface ChartClick {
  seriesIndex: number;
  seriesName: string;
  dataIndex: number;
  /** The category (axis) name or the item's name. */
  name: string;
  /** The item's data as given in the option (a treemap node's own fields, say). */
  data: unknown;
}
