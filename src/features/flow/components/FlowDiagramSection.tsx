// The flow diagram of an instance (done and current nodes marked) or of a definition, shown on request: the
// viewer is a lazy chunk. Beside the picture, the current nodes as text for those who cannot see it.
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { Button, Spin } from '@douyinfe/semi-ui-19';
import { getDefinitionDiagram, getInstanceDiagram } from '../../../api/flow';
import { unwrap } from '../../../api/http';
import { LoadFailure } from '../../../components/LoadStates';
import './flow.css';

const DiagramCanvas = lazy(() => import('./DiagramCanvas'));

export type DiagramSource = { instId: string } | { defId: string };

const load = ([, kind, id]: readonly [string, 'inst' | 'def', string]) =>
  unwrap(kind === 'inst' ? getInstanceDiagram(id, { quiet: true }) : getDefinitionDiagram(id, { quiet: true }));

function DiagramView({ source }: { source: DiagramSource }) {
  const { t } = useTranslation('flow');
  const key = 'instId' in source ? (['flow:diagram', 'inst', source.instId] as const) : (['flow:diagram', 'def', source.defId] as const);
  const { data, error, mutate } = useSWR(key, load, { revalidateOnFocus: false });
  const [drawn, setDrawn] = useState<{ current: string[] } | { error: string }>();
  if (error) return <LoadFailure error={error} title={t('diagram.loadFailed')} retryLabel={t('retry')} onRetry={() => void mutate()} />;
  const loading = (
    <div className="fd-flow-diagram__state" role="status">
      <Spin />
      <span>{t('diagram.loading')}</span>
    </div>
  );
  if (!data) return loading;
  return (
    <>
      <Suspense fallback={loading}>
        <DiagramCanvas diagram={data} label={t('diagram.label')} onDrawn={setDrawn} />
      </Suspense>
      {drawn && 'error' in drawn ? (
        <p className="fd-flow-error" role="alert">
          {t('diagram.drawFailed', { message: drawn.error })}
        </p>
      ) : null}
      {drawn && 'current' in drawn ? (
        <p className="fd-flow-diagram__legend">
          <span className="fd-flow-diagram__key fd-flow-diagram__key--done">{t('diagram.done')}</span>
          <span className="fd-flow-diagram__key fd-flow-diagram__key--current">{t('diagram.current')}</span>
          <span>{drawn.current.length > 0 ? t('diagram.currentNodes', { names: drawn.current.join('、') }) : t('diagram.noCurrent')}</span>
        </p>
      ) : null}
    </>
  );
}

export function FlowDiagramSection({ source }: { source: DiagramSource }) {
  const { t } = useTranslation('flow');
  const headingId = useId();
  const [open, setOpen] = useState(false);
  return (
    <section className="fd-flow-section fd-flow-diagram" aria-labelledby={headingId}>
      <div className="fd-flow-diagram__head">
        <h2 id={headingId}>
          {t('diagram.title')}
        </h2>
        <Button onClick={() => setOpen((value) => !value)} aria-expanded={open}>
          {open ? t('diagram.hide') : t('diagram.show')}
        </Button>
      </div>
      {open ? <DiagramView source={source} /> : null}
    </section>
  );
}
