// A home layout drawn outside the home page (the layout kind's renderer, src/engine/layoutKind.tsx: the studio's
// preview, replay): the home page's own rows and columns (LayoutRows → HomeColumn), each column behind its own
// boundary. Signed in, the columns come through the home page's batched definition call; not signed in, from
// the column fixtures (fixtures/column/) by alias. A column neither answers draws a notice in its place.
// The preview keeps an SWR cache of its own: sample columns never stand in for the server's on the home page.
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SWRConfig } from 'swr';
import type { ColumnDefinition, LayoutModel } from '../../../renderers';
import { useCurrentUser } from '../../session/store';
import { listFixtures, loadFixture } from '../replay/fixtures';
import { createColumnBatcher } from './columnBatch';
import { LayoutRows } from './LayoutRows';
import { AbsentColumnContext, ColumnBatcherContext, createHomeColumnBatcher, usePrimedColumns } from './useColumnDefinition';
import './home.css';

const isColumn = (definition: unknown): definition is ColumnDefinition =>
  typeof definition === 'object' && definition !== null && typeof (definition as { alias?: unknown }).alias === 'string';

/** The bundled column fixtures whose alias is one of `aliases`. */
export async function columnFixturesOf(aliases: readonly string[]): Promise<ColumnDefinition[]> {
  const wanted = new Set(aliases);
  const loaded = await Promise.all(listFixtures().filter((fixture) => fixture.kind === 'column').map((fixture) => loadFixture(fixture)));
  return loaded.map((fixture) => fixture?.definition).filter((definition): definition is ColumnDefinition => isColumn(definition) && wanted.has(definition.alias));
}

function createFixtureColumnBatcher() {
  return createColumnBatcher<ColumnDefinition>(async (aliases) => ({ ok: true, columns: await columnFixturesOf(aliases) }));
}

function LayoutPreviewRows({ model, signedIn }: { model: LayoutModel; signedIn: boolean }) {
  const { t } = useTranslation('home');
  const batcher = useMemo(() => (signedIn ? createHomeColumnBatcher() : createFixtureColumnBatcher()), [signedIn]);
  usePrimedColumns(batcher, model.aliases);
  const absent = useCallback(
    (alias: string) => (
      <section className="fd-column" aria-label={alias}>
        <p className="fd-home-empty">{t(signedIn ? 'previewColumnNotOnServer' : 'previewColumnNoSample', { alias })}</p>
      </section>
    ),
    [signedIn, t],
  );
  if (model.rows.length === 0) return <p className="fd-home-empty">{t('emptyLayout')}</p>;
  return (
    <ColumnBatcherContext.Provider value={batcher}>
      <AbsentColumnContext.Provider value={absent}>
        <LayoutRows rows={model.rows} />
      </AbsentColumnContext.Provider>
    </ColumnBatcherContext.Provider>
  );
}

export default function LayoutPreview({ model }: { model: LayoutModel }) {
  const signedIn = useCurrentUser() !== null;
  // Signing in or out starts a new cache: the columns are drawn anew from the other source.
  return (
    <SWRConfig key={String(signedIn)} value={{ provider: () => new Map() }}>
      <div className="fd-home fd-layout-preview">
        <LayoutPreviewRows model={model} signedIn={signedIn} />
      </div>
    </SWRConfig>
  );
}
