// The one place that loads @antv/g2plot: a dynamic import, so the library is a chunk of its own that only a
// page drawing a chart downloads (checked in the build output, docs/customChart.md). Tests mock this module.
export type G2plotModule = typeof import('@antv/g2plot');

export function loadG2plot(): Promise<G2plotModule> {
  return import('@antv/g2plot');
}
