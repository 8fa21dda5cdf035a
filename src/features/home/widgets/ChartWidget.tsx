// <custom-chart chart-id="…">: a custom chart in the column (its condition form, chart tab and data tab).
import ChartBody from '../ChartBody';
import type { WidgetProps } from './registry';

export default function ChartWidget({ attributes }: WidgetProps) {
  return <ChartBody chartId={attributes['chart-id'] ?? ''} />;
}
