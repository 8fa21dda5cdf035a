// A tab row of the home layout (docs/home.md): a Semi Tabs of columns (label at most 10 characters; more,
// refresh after 200 ms, remove). Its own chunk: LayoutRows draws it when it comes near the window.
import { useContext, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { Button, TabPane, Tabs } from '@douyinfe/semi-ui-19';
import { IconClose, IconRefresh } from '@douyinfe/semi-icons';
import { truncateTabLabel, type ColumnModel, type LayoutRowModel } from '../../../renderers';
import { HomeColumn } from './HomeColumn';
import { ColumnBatcherContext, isDrawn, useColumnDefinition, useColumnModel, useDrawnGroups } from './useColumnDefinition';

/** §9: a tab's refresh starts this much later. */
export const TAB_REFRESH_DELAY_MS = 200;

type TabRow = Extract<LayoutRowModel, { type: 'tab' }>;
type TabModel = TabRow['tabs'][number];

/** The column model of a tab's first column (for its name and 'more' link). */
function useFirstColumn(tab: TabModel): ColumnModel | undefined {
  const { data } = useColumnDefinition(tab.aliases[0] ?? '');
  const result = useColumnModel(data && isDrawn(data) ? data : undefined);
  return result?.ok ? result.model : undefined;
}

function TabLabel({ tab }: { tab: TabModel }) {
  const column = useFirstColumn(tab);
  const full = tab.name ?? column?.name ?? tab.aliases[0] ?? '';
  const shown = truncateTabLabel(full);
  if (shown === full) return <span>{full}</span>;
  // The tab is named by its full label; the cut one is what the eye sees.
  return (
    <span title={full}>
      <span aria-hidden>{shown}</span>
      <span className="fd-visually-hidden">{full}</span>
    </span>
  );
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

export default function TabRowView({ row, onRemove }: { row: TabRow; onRemove: () => void }) {
  const { data: drawn } = useDrawnGroups(row.key, row.tabs.map((tab) => tab.aliases));
  // A tab whose columns the user may not see is left out; a row left with no tab is not drawn.
  const tabs = drawn ? row.tabs.filter((_, index) => drawn[index]) : [];
  if (tabs.length === 0) return null;
  return <TabRowTabs tabs={tabs} onRemove={onRemove} />;
}

function TabRowTabs({ tabs, onRemove }: { tabs: readonly TabModel[]; onRemove: () => void }) {
  const { t, i18n } = useTranslation('home');
  const { mutate } = useSWRConfig();
  const batcher = useContext(ColumnBatcherContext);
  const [active, setActive] = useState(tabs[0]?.key ?? '');
  const [generation, setGeneration] = useState(0);
  const activeTab = tabs.find((tab) => tab.key === active) ?? tabs[0];
  const refresh = () => {
    if (!activeTab) return;
    setTimeout(() => {
      // Definitions and data of the tab's columns are asked again; widgets remount and reload.
      batcher?.forget(activeTab.aliases);
      for (const alias of activeTab.aliases) void mutate((key) => Array.isArray(key) && key[1] === alias && key[2] === i18n.language);
      void mutate((key) => Array.isArray(key) && key[0] === 'home:widget');
      setGeneration((value) => value + 1);
    }, TAB_REFRESH_DELAY_MS);
  };
  return (
    <section className="fd-layout-tab" aria-label={t('tabGroup')}>
      <span className="fd-layout-tab-actions">
        {activeTab && <TabMore tab={activeTab} />}
        <Button theme="borderless" size="small" icon={<IconRefresh />} aria-label={t('refresh')} onClick={refresh} />
        <Button theme="borderless" size="small" icon={<IconClose />} aria-label={t('removeTabs')} onClick={onRemove} />
      </span>
      <Tabs type="line" activeKey={activeTab?.key} onChange={setActive}>
        {tabs.map((tab) => (
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
