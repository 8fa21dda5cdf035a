// The home layout's rows (docs/home.md): grid rows of columns on a 24-part grid, tab rows (label at most
// 10 characters; more, refresh after 200 ms, remove), and bare full-width columns.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { Button, TabPane, Tabs } from '@douyinfe/semi-ui-19';
import { IconClose, IconRefresh } from '@douyinfe/semi-icons';
import { normalizeLocale, truncateTabLabel, type ColumnModel, type LayoutRowModel } from '../../../renderers';
import { appEngine } from '../../engine';
import { HomeColumn } from './HomeColumn';
import { useColumnDefinition } from './useColumnDefinition';

/** §9: a tab's refresh starts this much later. */
export const TAB_REFRESH_DELAY_MS = 200;

type TabRow = Extract<LayoutRowModel, { type: 'tab' }>;
type TabModel = TabRow['tabs'][number];

/** The column model of a tab's first column (for its name and 'more' link). */
function useFirstColumn(tab: TabModel): ColumnModel | undefined {
  const { i18n } = useTranslation();
  const { data } = useColumnDefinition(tab.aliases[0] ?? '');
  if (!data || data.displayRights === false) return undefined;
  const result = appEngine.prepare<ColumnModel>('column', data, { locale: normalizeLocale(i18n.language) });
  return result.ok ? result.model : undefined;
}

function TabLabel({ tab }: { tab: TabModel }) {
  const column = useFirstColumn(tab);
  const full = tab.name ?? column?.name ?? tab.aliases[0] ?? '';
  return <span title={full}>{truncateTabLabel(full)}</span>;
}

function TabMore({ tab }: { tab: TabModel }) {
  const { t } = useTranslation('home');
  const column = useFirstColumn(tab);
  if (!column?.moreUrl) return null;
  return (
    <Link to={column.moreUrl} aria-label={t('moreAbout', { name: tab.name ?? column.name })}>
      {t('more')}
    </Link>
  );
}

function TabRowView({ row, onRemove }: { row: TabRow; onRemove: () => void }) {
  const { t, i18n } = useTranslation('home');
  const { mutate } = useSWRConfig();
  const [active, setActive] = useState(row.tabs[0]?.key ?? '');
  const [generation, setGeneration] = useState(0);
  const activeTab = row.tabs.find((tab) => tab.key === active) ?? row.tabs[0];
  const refresh = () => {
    if (!activeTab) return;
    setTimeout(() => {
      // Definitions and data of the tab's columns are asked again; widgets remount and reload.
      for (const alias of activeTab.aliases) void mutate((key) => Array.isArray(key) && key[1] === alias && key[2] === i18n.language);
      void mutate((key) => Array.isArray(key) && key[0] === 'home:widget');
      setGeneration((value) => value + 1);
    }, TAB_REFRESH_DELAY_MS);
  };
  return (
    <section className="fd-layout-tab" aria-label={t('tabGroup')}>
      <Tabs
        type="line"
        activeKey={active}
        onChange={setActive}
        tabBarExtraContent={
          <span className="fd-layout-tab-actions">
            {activeTab && <TabMore tab={activeTab} />}
            <Button theme="borderless" size="small" icon={<IconRefresh />} aria-label={t('refresh')} onClick={refresh} />
            <Button theme="borderless" size="small" icon={<IconClose />} aria-label={t('removeTabs')} onClick={onRemove} />
          </span>
        }
      >
        {row.tabs.map((tab) => (
          <TabPane key={tab.key} itemKey={tab.key} tab={<TabLabel tab={tab} />}>
            <div key={generation}>
              {tab.aliases.map((alias) => (
                <HomeColumn key={alias} alias={alias} bare />
              ))}
            </div>
          </TabPane>
        ))}
      </Tabs>
    </section>
  );
}

export function LayoutRows({ rows }: { rows: readonly LayoutRowModel[] }) {
  // Removing a tab row hides it for this visit; the saved layout is the designer's business.
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  return (
    <>
      {rows
        .filter((row) => !removed.has(row.key))
        .map((row) => {
          if (row.type === 'none') return <HomeColumn key={row.key} alias={row.alias} />;
          if (row.type === 'tab') return <TabRowView key={row.key} row={row} onRemove={() => setRemoved((keys) => new Set(keys).add(row.key))} />;
          return (
            <div key={row.key} className="fd-layout-grid" style={{ gap: row.gutter }}>
              {row.columns.map((column) => (
                <div key={column.key} className="fd-layout-cell" style={{ gridColumn: `span ${column.span}`, gap: row.gutter }}>
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
