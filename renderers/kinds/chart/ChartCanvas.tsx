// Draws a PlotSpec with @antv/g2plot, loaded on first use (./loadG2plot). The canvas is one image to
// assistive technology: role="img" with the chart's name, and the data tab is its text equivalent.
// A spec of the same plot type updates the drawn plot; a new type replaces it.
import { useEffect, useRef, useState } from 'react';
import { Button, Spin } from '@douyinfe/semi-ui-19';
import type { Locale } from '../../messages';
import { loadG2plot, type G2plotModule } from './loadG2plot';
import { formatChartMessage } from './messages';
import type { PlotSpec } from './plot';

export interface ChartCanvasProps {
  spec: PlotSpec;
  /** Accessible name of the drawing. */
  label: string;
  height: number;
  locale: Locale;
}

interface DrawnPlot {
  /** Redraws with a spec of the same type. */
  update(spec: PlotSpec): void;
  destroy(): void;
}

/** A drawn plot of the spec's type; its update takes specs of that type only. */
function drawPlot(library: G2plotModule, container: HTMLElement, spec: PlotSpec): DrawnPlot {
  switch (spec.type) {
    case 'Line': {
      const plot = new library.Line(container, spec.options);
      plot.render();
      return { update: (next) => next.type === 'Line' && plot.update(next.options), destroy: () => plot.destroy() };
    }
    case 'Column': {
      const plot = new library.Column(container, spec.options);
      plot.render();
      return { update: (next) => next.type === 'Column' && plot.update(next.options), destroy: () => plot.destroy() };
    }
    case 'Pie': {
      const plot = new library.Pie(container, spec.options);
      plot.render();
      return { update: (next) => next.type === 'Pie' && plot.update(next.options), destroy: () => plot.destroy() };
    }
  }
}

export function ChartCanvas({ spec, label, height, locale }: ChartCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  const drawn = useRef<{ type: PlotSpec['type']; plot: DrawnPlot } | null>(null);
  const [library, setLibrary] = useState<G2plotModule | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    loadG2plot().then(
      (module) => active && setLibrary(module),
      () => active && setFailed(true),
    );
    return () => {
      active = false;
    };
  }, [attempt]);

  useEffect(() => {
    if (!library || !container.current) return;
    const current = drawn.current;
    if (current?.type === spec.type) {
      current.plot.update(spec);
      return;
    }
    current?.plot.destroy();
    drawn.current = { type: spec.type, plot: drawPlot(library, container.current, spec) };
  }, [library, spec]);

  useEffect(
    () => () => {
      drawn.current?.plot.destroy();
      drawn.current = null;
    },
    [],
  );

  if (failed) {
    return (
      <div className="fd-chart__state" role="alert">
        <span>{formatChartMessage('state.libraryFailed', {}, locale)}</span>{' '}
        <Button
          size="small"
          onClick={() => {
            setFailed(false);
            setAttempt((count) => count + 1);
          }}
        >
          {formatChartMessage('state.retry', {}, locale)}
        </Button>
      </div>
    );
  }
  return (
    <Spin spinning={!library} tip={formatChartMessage('state.loading', {}, locale)}>
      {/* G2 clears the aria-label of the element it draws into, so the image is the element around it. */}
      <div className="fd-chart__canvas" role="img" aria-label={label}>
        <div ref={container} style={{ height }} />
      </div>
    </Spin>
  );
}
