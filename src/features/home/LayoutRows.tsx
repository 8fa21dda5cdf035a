// The home layout's rows (docs/home.md): grid rows of columns on a 24-part grid, tab rows (./TabRow.tsx, drawn
// when they come near the window), and bare full-width columns.
import { Suspense, useEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { LayoutRowModel } from '../../../renderers';
import { ColumnLoading } from './ColumnStates';
import { HomeColumn } from './HomeColumn';
import { NearViewport } from './NearViewport';
import { preloadableLazy } from '../../app/lazyChunk';

const TabRowView = preloadableLazy(() => import('./TabRow'));

/** `onRemoveRow` stores a removal (home: the user's own layout); without it a removed tab row is hidden for this visit. */
export function LayoutRows({ rows, onRemoveRow }: { rows: readonly LayoutRowModel[]; onRemoveRow?: (key: string) => void }) {
  const { t } = useTranslation('home');
  // Hidden at once, whether or not the removal is stored.
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  // A tab row's code before it comes near the window, so it draws without a fallback (see preloadableLazy).
  const hasTabRow = rows.some((row) => row.type === 'tab');
  useEffect(() => {
    if (hasTabRow) void TabRowView.preload().catch(() => undefined);
  }, [hasTabRow]);
  return (
    <>
      {rows
        .filter((row) => !removed.has(row.key))
        .map((row) => {
          if (row.type === 'none') return <HomeColumn key={row.key} alias={row.alias} />;
          if (row.type === 'tab') {
            return (
              <NearViewport key={row.key} label={t('showTabs')}>
                <Suspense fallback={<ColumnLoading />}>
                  <TabRowView row={row} onRemove={() => {
                      setRemoved((keys) => new Set(keys).add(row.key));
                      onRemoveRow?.(row.key);
                    }} />
                </Suspense>
              </NearViewport>
            );
          }
          return (
            <div key={row.key} className="fd-layout-grid" style={{ gap: row.gutter }}>
              {row.columns.map((column) => (
                <div key={column.key} className="fd-layout-cell" style={{ '--fd-span': column.span, gap: row.gutter } as CSSProperties}>
                  {column.aliases.map((alias) => (
                    <HomeColumn key={alias} alias={alias} />
                  ))}
                </div>
              ))}
            </div>
          );
        })}
    </>
  );
}
