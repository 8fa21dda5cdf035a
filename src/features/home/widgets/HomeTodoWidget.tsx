// <home-todo>: the caller's to-dos (03-portal §2, 02-process §2.6, §9): eight rows first, seven after a
// refresh; a row opens its task the way the to-do list does (a shared task asks for the leader first).
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@douyinfe/semi-ui-19';
import { IconRefresh } from '@douyinfe/semi-icons';
import { getTodoList, type Identity } from '../../../api/flow';
import { useCurrentUser } from '../../../session/store';
import { taskLeaderPath, taskPath } from '../../flow/flowPaths';
import { LazyLeaderChoiceDialog } from '../../flow/lists/LazyLeaderChoiceDialog';
import { StatusTag } from '../../flow/lists/StatusTag';
import { useWidgetData, WIDGET_CALL, widgetCall } from './useWidgetData';
import { WidgetState } from './WidgetState';
import './flowWidgets.css';

/** §9: rows of the first load and of a refresh. */
export const TODO_FIRST_ROWS = 8;
export const TODO_REFRESH_ROWS = 7;
/** 02-process §2.1: the to-do list the card leads to. */
export const TODO_LIST_PATH = '/flow/todo';

const todoCall = (rowCount: number) =>
  widgetCall(`todo:${rowCount}`, () =>
    getTodoList({ pageBean: { page: 1, pageSize: rowCount, showTotal: true }, sorter: [{ property: 'createTime', direction: 'DESC' }] }, WIDGET_CALL),
  );
export const dataCalls = () => [todoCall(TODO_FIRST_ROWS)];

export default function HomeTodoWidget() {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const userId = useCurrentUser()?.userId;
  const [rowCount, setRowCount] = useState(TODO_FIRST_ROWS);
  const [choosing, setChoosing] = useState<{ taskId: string; identities: Identity[] }>();
  const { data, error, isLoading, mutate } = useWidgetData(todoCall(rowCount));
  const rows = data?.rows ?? [];
  const refresh = () => {
    if (rowCount === TODO_REFRESH_ROWS) void mutate();
    else setRowCount(TODO_REFRESH_ROWS);
  };

  return (
    <div className="fd-flow-widget">
      <div className="fd-flow-widget__toolbar">
        <Button size="small" icon={<IconRefresh aria-hidden />} onClick={refresh}>
          {t('todoRefresh')}
        </Button>
        <Link to={TODO_LIST_PATH}>{t('todoAll')}</Link>
      </div>
      <WidgetState isLoading={isLoading} error={error} empty={rows.length === 0} emptyText={t('noTodos')} onRetry={() => void mutate()}>
        <table className="fd-flow-widget__table">
          <thead>
            <tr>
              <th scope="col" className="fd-flow-widget__subject">{t('todoSubject')}</th>
              <th scope="col">{t('todoTask')}</th>
              <th scope="col">{t('todoArrival')}</th>
              <th scope="col">{t('todoInitiator')}</th>
              <th scope="col">{t('todoStatus')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const target = taskPath(row, userId);
              return (
                <tr key={row.id}>
                  <td className="fd-flow-widget__subject">
                    {typeof target === 'string' ? (
                      <Link to={target}>{row.subject}</Link>
                    ) : (
                      <button type="button" className="fd-flow-widget__link" onClick={() => setChoosing({ taskId: row.id, identities: target.chooseLeader })}>
                        {row.subject}
                      </button>
                    )}
                  </td>
                  <td>{row.name}</td>
                  <td>
                    <time dateTime={row.createTime}>{row.createTime?.slice(0, 16)}</time>
                  </td>
                  <td>{row.creator}</td>
                  <td>
                    <StatusTag kind="task" value={row.status} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </WidgetState>
      {choosing ? (
        <LazyLeaderChoiceDialog
          identities={choosing.identities}
          onCancel={() => setChoosing(undefined)}
          onChoose={(leaderId) => navigate(taskLeaderPath(choosing.taskId, leaderId))}
        />
      ) : null}
    </div>
  );
}
