// The overview's stacked column chart: each project's active-version cost per category. @antv/g2plot is loaded
// on first use (its own chunk, as for the chart kind). The canvas is one image to assistive technology; the table
// beside it holds the same figures as text.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Spin } from '@douyinfe/semi-ui-19';
import type { Column } from '@antv/g2plot';

export interface ChartPoint {
  project: string;
  category: string;
  amount: number;
}

export function CostChart({ points, label }: { points: ChartPoint[]; label: string }) {
  const { t } = useTranslation('costBaseline');
  const container = useRef<HTMLDivElement>(null);
  const plot = useRef<Column | null>(null);
  const [state, setState] = useState<'loading' | 'drawn' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    import('@antv/g2plot').then(
      ({ Column: ColumnPlot }) => {
        if (!active || !container.current) return;
        const options = { data: points, xField: 'project', yField: 'amount', seriesField: 'category', isStack: true, legend: { position: 'top' as const }, animation: false };
        if (plot.current) plot.current.update(options);
        else {
          plot.current = new ColumnPlot(container.current, options);
          plot.current.render();
        }
        setState('drawn');
      },
      () => active && setState('failed'),
    );
    return () => {
      active = false;
    };
  }, [points, attempt]);

  useEffect(
    () => () => {
      plot.current?.destroy();
      plot.current = null;
    },
    [],
  );

  if (state === 'failed') {
    return (
      <div role="alert" className="fd-cost__refusal">
        {t('overview.chartFailed')}{' '}
        <Button
          size="small"
          onClick={() => {
            setState('loading');
            setAttempt((count) => count + 1);
          }}
        >
          {t('retry')}
        </Button>
      </div>
    );
  }
  return (
    <Spin spinning={state === 'loading'} tip={t('loading')}>
      {/* G2 clears the aria-label of the element it draws into, so the image is the element around it. */}
      <div className="fd-cost__chart" role="img" aria-label={label}>
        <div ref={container} style={{ height: 320 }} />
      </div>
    </Spin>
  );
}
