// The list screen of a data template: summary, tree filter, search conditions, the manage buttons, the
// records (server paging and sorting, multiple selection, virtualized when long) and the sub-tables of the
// one selected record. Delete, edit, view, batch update and "export selected" act on the selected rows.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button, Dropdown, Toast, Tree } from '@douyinfe/semi-ui-19';
import { ConditionForm } from '../../list/ConditionForm';
import { ListTable } from '../../list/ListTable';
import { initialValues, type ConditionValues } from '../../list/conditions';
import type { ListPage, ListRow, ListSort } from '../../list/columns';
import type { Locale } from '../../messages';
import { sanitizeRichText } from '../../rjsf-semi/sanitize';
import { PAGE_SIZES, type ActionModel, type DataTemplateModel, type TreeNodeModel } from './adapter';
import { BatchUpdateDialog } from './BatchUpdateDialog';
import { ImportDialog } from './ImportDialog';
import { formatDataTemplateMessage, type DataTemplateMessageKey } from './messages';
import { PrintView } from './PrintView';
import { buildQueryFilter, type TemplateQueryField } from './query';
import type { DataTemplateSource, ExportType, ListRowsRequest } from './source';
import { SubTablePanel } from './SubTablePanel';
import type { TemplateScreen } from './screens';
import { confirmRemoval, TOAST_SECONDS } from './feedback';

export interface TemplateListProps {
  model: DataTemplateModel;
  locale: Locale;
  source: DataTemplateSource;
  navigate(screen: TemplateScreen, options: { newTab: boolean }): void;
  preset?: readonly TemplateQueryField[];
  flow?: ListRowsRequest['flow'];
}

type Dialog = { kind: 'import' } | { kind: 'batch'; ids: string[] } | { kind: 'print'; rows: ListRow[] } | undefined;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function TemplateList({ model, locale, source, navigate, preset, flow }: TemplateListProps) {
  const t = useCallback((key: DataTemplateMessageKey, params?: Record<string, string | number>) => formatDataTemplateMessage(key, params, locale), [locale]);
  const defaults = useMemo(() => initialValues(model.conditions), [model.conditions]);
  const [values, setValues] = useState<ConditionValues>(defaults);
  /** The values of the search on screen: "export search results" and paging use them, not what is being typed. */
  const [applied, setApplied] = useState<ConditionValues>(defaults);
  const [sort, setSort] = useState<ListSort | undefined>(model.defaultSort);
  const [treeNode, setTreeNode] = useState<string | undefined>(undefined);
  const [page, setPage] = useState<ListPage | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const [selected, setSelected] = useState<{ keys: string[]; rows: ListRow[] }>({ keys: [], rows: [] });
  const [dialog, setDialog] = useState<Dialog>(undefined);
  const ticket = useRef(0);
  const request = useRef({ page: 1, pageSize: model.paging.pageSize });

  const load = useCallback(
    async (next: { values: ConditionValues; page: number; pageSize: number; sort?: ListSort; treeNode?: string }) => {
      const current = ++ticket.current;
      request.current = { page: next.page, pageSize: next.pageSize };
      setLoading(true);
      setError(undefined);
      try {
        const queryFilter = buildQueryFilter(model, { ...next, preset });
        const answer = await source.listRows({ templateId: model.id, secret: model.secret, queryFilter, flow });
        if (current !== ticket.current) return;
        setPage(answer);
        setSelected({ keys: [], rows: [] });
      } catch (failure) {
        if (current === ticket.current) setError(errorText(failure));
      } finally {
        if (current === ticket.current) setLoading(false);
      }
    },
    [model, source, preset, flow],
  );

  useEffect(() => {
    void load({ values: defaults, page: 1, pageSize: model.paging.pageSize, sort: model.defaultSort });
    return () => void (ticket.current += 1);
  }, [load, defaults, model.paging.pageSize, model.defaultSort]);

  const reload = (overrides: Partial<{ values: ConditionValues; page: number; pageSize: number; sort: ListSort | undefined; treeNode: string | undefined }> = {}) => {
    const next = { values: applied, ...request.current, sort, treeNode, ...overrides };
    void load(next);
  };
  const search = () => {
    setApplied(values);
    reload({ values, page: 1 });
  };
  const reset = () => {
    setValues(defaults);
    setApplied(defaults);
    reload({ values: defaults, page: 1 });
  };
  const chooseTreeNode = (key: string | undefined) => {
    setTreeNode(key);
    reload({ treeNode: key, page: 1 });
  };

  // Table rows show option labels; actions use the selected keys (the record ids).
  const shownRows = useMemo(
    () =>
      (page?.rows ?? []).map((row) => {
        const shown: Record<string, unknown> = { ...row };
        for (const [field, labels] of Object.entries(model.valueLabels)) {
          const value = row[field];
          if (value !== undefined && value !== null && Object.hasOwn(labels, String(value))) shown[field] = labels[String(value)];
        }
        return shown;
      }),
    [page, model.valueLabels],
  );

  const warn = (key: DataTemplateMessageKey) => Toast.warning({ content: t(key), duration: 3 });
  const succeed = (message: string) => Toast.success({ content: message || t('dt.done'), duration: TOAST_SECONDS });
  const fail = (failure: unknown) => Toast.error({ content: errorText(failure), duration: 3 });

  /** The one selected record, or a warning and undefined. */
  const single = (): string | undefined => {
    if (selected.keys.length === 0) warn('dt.selectAtLeastOne');
    else if (selected.keys.length > 1) warn('dt.selectOne');
    else return selected.keys[0];
    return undefined;
  };

  const removeSelected = () => {
    if (selected.keys.length === 0) {
      warn('dt.selectAtLeastOne');
      return;
    }
    const ids = [...selected.keys];
    confirmRemoval(
      { title: t('dt.confirmDeleteTitle'), content: t('dt.confirmDelete', { count: ids.length }), confirm: t('dt.confirm'), cancel: t('dt.cancel') },
      async () => {
        try {
          succeed((await source.removeRecords({ templateKey: model.alias, boAlias: model.boAlias, ids })).message);
          reload();
        } catch (failure) {
          fail(failure);
        }
      },
    );
  };

  const exportRows = async (getType: ExportType) => {
    if (getType === 'select' && selected.keys.length === 0) {
      warn('dt.selectAtLeastOne');
      return;
    }
    const queryFilter = buildQueryFilter(model, { values: applied, page: 1, pageSize: request.current.pageSize, sort, treeNode, preset });
    try {
      await source.exportRows({ templateId: model.id, getType, ...(getType === 'select' ? { ids: selected.keys } : {}), ...(getType === 'filter' ? { queryFilter } : {}) });
    } catch (failure) {
      fail(failure);
    }
  };

  const run = (action: ActionModel) => {
    switch (action.action) {
      case 'add':
        navigate({ kind: 'form', action: 'add' }, { newTab: action.newTab });
        return;
      case 'edit':
      case 'detail': {
        const id = single();
        if (id) navigate({ kind: 'form', action: action.action === 'edit' ? 'edit' : 'get', id }, { newTab: action.newTab });
        return;
      }
      case 'del':
        removeSelected();
        return;
      case 'import':
        setDialog({ kind: 'import' });
        return;
      case 'batchUpdate':
        if (selected.keys.length === 0) warn('dt.selectAtLeastOne');
        else setDialog({ kind: 'batch', ids: [...selected.keys] });
        return;
      case 'print':
        // The selected rows, or the whole page when nothing is selected.
        setDialog({ kind: 'print', rows: selected.rows.length > 0 ? selected.rows : shownRows });
        return;
      case 'export':
        return;
    }
  };

  const canAdd = model.actions.some((action) => action.action === 'add');
  const selectedRecord = selected.keys.length === 1 ? (page?.rows ?? []).find((row) => String(row[model.pkField]) === selected.keys[0]) : undefined;
  const summary = useMemo(() => (model.summaryHtml ? sanitizeRichText(model.summaryHtml) : undefined), [model.summaryHtml]);

  return (
    <div className="fd-dt-list">
      {summary ? (
        <section className="fd-dt-summary" aria-label={t('dt.summary')}>
          <div dangerouslySetInnerHTML={{ __html: summary }} />
        </section>
      ) : null}
      <div className={model.tree ? 'fd-dt-list__body fd-dt-list__body--tree' : 'fd-dt-list__body'}>
        {model.tree ? (
          <nav className="fd-dt-tree" aria-label={t('dt.tree', { label: model.tree.label })}>
            <Button
              theme={treeNode === undefined ? 'light' : 'borderless'}
              type={treeNode === undefined ? 'primary' : 'tertiary'}
              aria-pressed={treeNode === undefined}
              onClick={() => chooseTreeNode(undefined)}
            >
              {t('dt.treeAll')}
            </Button>
            <Tree
              treeData={toSemiTree(model.tree.nodes)}
              defaultExpandAll
              value={treeNode}
              aria-label={model.tree.label}
              onSelect={(key) => chooseTreeNode(String(key))}
            />
          </nav>
        ) : null}
        <div className="fd-dt-list__main">
          {model.conditions.length > 0 ? (
            <ConditionForm conditions={model.conditions} values={values} onChange={setValues} onSearch={search} onReset={reset} locale={locale} busy={loading} />
          ) : null}
          <div className="fd-dt-toolbar" role="toolbar" aria-label={t('dt.toolbar', { name: model.name })}>
            {model.actions.map((action) =>
              action.action === 'export' ? (
                <Dropdown
                  key="export"
                  trigger="click"
                  position="bottomLeft"
                  clickToHide
                  render={
                    <Dropdown.Menu>
                      <Dropdown.Item onClick={() => void exportRows('all')}>{t('dt.exportAll')}</Dropdown.Item>
                      <Dropdown.Item onClick={() => void exportRows('filter')}>{t('dt.exportFilter')}</Dropdown.Item>
                      <Dropdown.Item onClick={() => void exportRows('select')}>{t('dt.exportSelected')}</Dropdown.Item>
                    </Dropdown.Menu>
                  }
                >
                  {/* A native button: Semi puts the menu's ARIA state on the trigger element, which must be a DOM
                      element (not Semi's Button) and may hold aria-expanded (a wrapping span may not). */}
                  <button type="button" className="semi-button semi-button-tertiary semi-button-light">
                    <span className="semi-button-content">{action.label}</span>
                  </button>
                </Dropdown>
              ) : (
                // Only "add" stands out; a red "delete" on its light background would not be readable enough (contrast).
                <Button key={action.action} type={action.action === 'add' ? 'primary' : 'tertiary'} theme={action.action === 'add' ? 'solid' : 'light'} onClick={() => run(action)}>
                  {action.label}
                </Button>
              ),
            )}
            {canAdd ? (
              <Button theme="borderless" onClick={() => navigate({ kind: 'drafts' }, { newTab: false })}>
                {t('dt.drafts')}
              </Button>
            ) : null}
            <span className="fd-dt-toolbar__selected" aria-live="polite">
              {selected.keys.length > 0 ? t('dt.selected', { count: selected.keys.length }) : ''}
            </span>
          </div>
          <ListTable
            columns={model.columns}
            rows={shownRows}
            label={t('dt.listLabel', { name: model.name })}
            locale={locale}
            loading={loading}
            error={error}
            onRetry={() => reload()}
            paging={model.paging.enabled && page ? { page: page.page, pageSize: page.pageSize, total: page.total, pageSizes: PAGE_SIZES } : undefined}
            onPageChange={(next, size) => reload({ page: size === page?.pageSize ? next : 1, pageSize: size })}
            sort={sort}
            onSortChange={(next) => {
              setSort(next);
              reload({ sort: next, page: 1 });
            }}
            selection={{ mode: 'multiple', selectedKeys: selected.keys, onChange: (keys, rows) => setSelected({ keys, rows }) }}
            keyField={model.pkField}
          />
          {selectedRecord ? <SubTablePanel model={model} locale={locale} source={source} record={selectedRecord} /> : null}
        </div>
      </div>
      {dialog?.kind === 'import' ? (
        <ImportDialog
          model={model}
          locale={locale}
          source={source}
          onClose={(imported) => {
            setDialog(undefined);
            if (imported) reload();
          }}
        />
      ) : null}
      {dialog?.kind === 'batch' ? (
        <BatchUpdateDialog
          model={model}
          locale={locale}
          source={source}
          ids={dialog.ids}
          onClose={(updated) => {
            setDialog(undefined);
            if (updated) reload();
          }}
        />
      ) : null}
      {dialog?.kind === 'print' ? <PrintView model={model} locale={locale} rows={dialog.rows} onClose={() => setDialog(undefined)} /> : null}
    </div>
  );
}

interface SemiTreeNode {
  key: string;
  value: string;
  label: string;
  children?: SemiTreeNode[];
}

function toSemiTree(nodes: readonly TreeNodeModel[]): SemiTreeNode[] {
  return nodes.map((node) => ({ key: node.key, value: node.key, label: node.label, ...(node.children ? { children: toSemiTree(node.children) } : {}) }));
}
