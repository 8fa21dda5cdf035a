// <often-flow> (cards) and <often-flow-list> (rows): the caller's favourite processes (02-process §5), each
// starting its process, with the settings dialog '设置常用流程' and the full '流程列表'. Both tags share one cached
// list.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@douyinfe/semi-ui-19';
import { IconList, IconSetting } from '@douyinfe/semi-icons';
import { getMyOftenFlow } from '../../../api/flow';
import { useFavouriteStart } from '../../flow/favourites/useFavouriteStart';
import { useWidgetData, WIDGET_CALL, widgetCall } from './useWidgetData';
import { WidgetState } from './WidgetState';
import './flowWidgets.css';

// The dialogs (Semi's Modal, Transfer, Table, …) load when opened: home's first screen has no room for them.
const FavouritesDialog = lazy(() => import('../../flow/favourites/FavouritesDialog').then((module) => ({ default: module.FavouritesDialog })));
const ProcessListDialog = lazy(() => import('../../flow/favourites/ProcessListDialog').then((module) => ({ default: module.ProcessListDialog })));

const OFTEN_FLOW_CALL = widgetCall('oftenFlow', () => getMyOftenFlow(WIDGET_CALL));
/** What both widgets ask for first, asked before they are drawn (registry.tsx). */
export const dataCalls = () => [OFTEN_FLOW_CALL];

function OftenFlows({ variant }: { variant: 'cards' | 'list' }) {
  const { t } = useTranslation('home');
  const { t: tFlow } = useTranslation('flow');
  const [open, setOpen] = useState<'settings' | 'list'>();
  const { start, checking, dialog } = useFavouriteStart();
  const { data, error, isLoading, mutate } = useWidgetData(OFTEN_FLOW_CALL);
  const rows = data?.rows ?? [];
  return (
    <div className="fd-flow-widget">
      <div className="fd-flow-widget__toolbar">
        <Button size="small" icon={<IconList aria-hidden />} onClick={() => setOpen('list')}>
          {t('processList')}
        </Button>
        <Button size="small" icon={<IconSetting aria-hidden />} onClick={() => setOpen('settings')} disabled={!data}>
          {t('favouritesSettings')}
        </Button>
      </div>
      <WidgetState isLoading={isLoading} error={error} empty={rows.length === 0} emptyText={t('noFavourites')} onRetry={() => void mutate()}>
        <ul className={variant === 'cards' ? 'fd-often-flow__cards' : 'fd-home-list'}>
          {rows.map((row) => (
            <li key={row.defKey} className={variant === 'cards' ? 'fd-often-flow__card' : undefined}>
              <button
                type="button"
                className="fd-flow-widget__link"
                aria-label={tFlow('favourites.startOf', { name: row.name })}
                aria-busy={checking === row.defKey || undefined}
                disabled={checking !== undefined}
                onClick={() => void start(row)}
              >
                {row.name}
              </button>
              {variant === 'cards' && row.typeName ? <span className="fd-often-flow__type">{row.typeName}</span> : null}
            </li>
          ))}
        </ul>
      </WidgetState>
      <Suspense fallback={null}>
        {open === 'settings' ? (
          <FavouritesDialog
            current={rows}
            onClose={() => setOpen(undefined)}
            onSaved={() => {
              setOpen(undefined);
              void mutate();
            }}
          />
        ) : null}
        {open === 'list' ? <ProcessListDialog onClose={() => setOpen(undefined)} /> : null}
      </Suspense>
      {dialog}
    </div>
  );
}

export default function OftenFlowWidget() {
  return <OftenFlows variant="cards" />;
}

export function OftenFlowListWidget() {
  return <OftenFlows variant="list" />;
}
