// The custom dialog's view: a searchable, paged, virtualized list (the shared SearchList block) or a tree;
// in select mode the chosen rows (kept across pages and searches) show as removable tags and are reported to
// the host; in browse mode it is a plain list with its search panel (a home column table).
// Errors show as an error toast (03-portal §9: 1500 ms) and in place; a definition problem of the catalogue
// ('POST参数不是有效的JSON格式') blocks every request.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { IconClose } from '@douyinfe/semi-icons';
import { Button, Tag, Toast } from '@douyinfe/semi-ui-19';
import { cellText, DEFAULT_PAGE_SIZES, SearchList, valueOf, type FetchPage, type ListCondition, type ListRow } from '../../list';
import type { Locale } from '../../messages';
import type { DialogModel } from './adapter';
import { DialogTree } from './DialogTree';
import { formatDialogMessage } from './messages';
import { buildListFilter, buildRestRequest, buildTree, readRestPage, rowKeyOf, rowLabelOf, type DialogTreeNode } from './query';
import type { DialogParams, DialogRow, DialogSource } from './source';
import './dialog.css';

/** How long an error toast stays (03-portal §9: 1500 ms). */
export const DIALOG_TOAST_SECONDS = 1.5;

export interface CustomDialogViewProps {
  model: DialogModel;
  locale: Locale;
  source?: DialogSource;
  /** 'select' (default): rows are chosen; 'browse': a plain list (home column table) */
  mode?: 'select' | 'browse';
  /** rows chosen before the dialog opened */
  initialSelection?: readonly DialogRow[];
  /** every change of the chosen rows, in the order they were chosen */
  onSelectionChange?(rows: DialogRow[]): void;
  /** the caller's parameters (conditions with defaultType 3) */
  params?: DialogParams;
  /** body height of the table or tree, px */
  height?: number;
}

export function isDialogSource(value: unknown): value is DialogSource {
  if (typeof value !== 'object' || value === null) return false;
  const source = value as Record<string, unknown>;
  return ['getListData', 'getTreeData', 'callRestful', 'queryOptions'].every((name) => typeof source[name] === 'function');
}

const showError = (message: string) => Toast.error({ content: message, duration: DIALOG_TOAST_SECONDS });
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Keys of a node and of every node below it. */
function subtreeKeys(node: DialogTreeNode): string[] {
  return [node.key, ...(node.children ?? []).flatMap(subtreeKeys)];
}

/** Select conditions bound to a custom query, with the options its rows give (empty until they arrive). */
function useConditions(model: DialogModel, source: DialogSource | undefined): readonly ListCondition[] {
  const [loaded, setLoaded] = useState<Readonly<Record<string, ListCondition['options']>>>({});
  useEffect(() => {
    if (!source || model.optionsQueries.length === 0) return;
    let current = true;
    for (const query of model.optionsQueries) {
      source.queryOptions(query.alias).then(
        (rows) => {
          if (!current) return;
          const options = rows.map((row) => ({ value: cellText(valueOf(row, query.valueKey)), label: cellText(valueOf(row, query.labelKey)) })).filter((option) => option.value !== '');
          setLoaded((previous) => ({ ...previous, [query.field]: options }));
        },
        // A failed option list leaves the select empty; the search itself still works.
        () => undefined,
      );
    }
    return () => {
      current = false;
    };
  }, [model, source]);
  return useMemo(() => model.conditions.map((condition) => (loaded[condition.field] ? { ...condition, options: loaded[condition.field] } : condition)), [model, loaded]);
}

type TreeState = { status: 'loading' } | { status: 'ready'; rows: readonly DialogRow[] } | { status: 'failed'; message: string };

/** The rows of a tree dialog (trees load whole), reloaded by `attempt`. */
function useTreeRows(model: DialogModel, source: DialogSource | undefined, params: DialogParams | undefined, attempt: number, locale: Locale): TreeState {
  const [state, setState] = useState<TreeState>({ status: 'loading' });
  const paramsKey = JSON.stringify(params ?? {});
  useEffect(() => {
    if (model.style !== 'tree') return;
    if (!source) {
      setState({ status: 'failed', message: formatDialogMessage('dialog.noSource', {}, locale) });
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    source.getTreeData(model.alias, JSON.parse(paramsKey) as DialogParams).then(
      (rows) => current && setState({ status: 'ready', rows }),
      (error: unknown) => {
        if (!current) return;
        const message = formatDialogMessage('dialog.loadFailed', { message: errorText(error) }, locale);
        showError(message);
        setState({ status: 'failed', message });
      },
    );
    return () => {
      current = false;
    };
  }, [model, source, paramsKey, attempt, locale]);
  return state;
}

interface ChosenProps {
  model: DialogModel;
  chosen: readonly DialogRow[];
  limitReached: boolean;
  locale: Locale;
  onChange(rows: readonly DialogRow[]): void;
}

/** The chosen rows as removable tags, with a clear button and the selection limit's message. */
function ChosenRows({ model, chosen, limitReached, locale, onChange }: ChosenProps) {
  const heading = formatDialogMessage('dialog.selected', { count: chosen.length }, locale);
  return (
    <section className="fd-custom-dialog__chosen" aria-label={heading}>
      <span className="fd-custom-dialog__chosen-title" aria-hidden="true">
        {heading}
      </span>
      {chosen.length === 0 ? (
        <span className="fd-custom-dialog__muted">{formatDialogMessage('dialog.selectedNone', {}, locale)}</span>
      ) : (
        <ul className="fd-custom-dialog__tags">
          {chosen.map((row) => {
            const name = rowLabelOf(model, row);
            return (
              <li key={rowKeyOf(model, row)}>
                <Tag size="large" color="blue">
                  {name}
                  <button
                    type="button"
                    className="fd-custom-dialog__tag-remove"
                    aria-label={formatDialogMessage('dialog.remove', { name }, locale)}
                    onClick={() => onChange(chosen.filter((other) => other !== row))}
                  >
                    <IconClose size="small" aria-hidden="true" />
                  </button>
                </Tag>
              </li>
            );
          })}
        </ul>
      )}
      {chosen.length > 0 ? (
        <Button size="small" onClick={() => onChange([])}>
          {formatDialogMessage('dialog.clear', {}, locale)}
        </Button>
      ) : null}
      <span className="fd-custom-dialog__limit" role="status">
        {limitReached && model.selection.max ? formatDialogMessage('dialog.selectedMax', { max: model.selection.max }, locale) : ''}
      </span>
    </section>
  );
}

export function CustomDialogView({ model, locale, source, mode = 'select', initialSelection, onSelectionChange, params, height }: CustomDialogViewProps) {
  const selecting = mode === 'select';
  const [chosen, setChosen] = useState<readonly DialogRow[]>(() => initialSelection ?? []);
  const [limitReached, setLimitReached] = useState(false);
  const [treeAttempt, setTreeAttempt] = useState(0);
  const conditions = useConditions(model, source);
  const tree = useTreeRows(model, source, params, treeAttempt, locale);
  const chosenKeys = useMemo(() => chosen.map((row) => rowKeyOf(model, row)), [model, chosen]);
  const paramsKey = JSON.stringify(params ?? {});

  const choose = (next: readonly DialogRow[]) => {
    const max = model.selection.max;
    if (max !== undefined && next.length > max) {
      setLimitReached(true);
      return;
    }
    setLimitReached(false);
    setChosen(next);
    onSelectionChange?.([...next]);
  };

  const fetchPage = useCallback<FetchPage>(
    async (request) => {
      if (!source) throw new Error(formatDialogMessage('dialog.noSource', {}, locale));
      const state = { values: request.values, page: request.page, pageSize: request.pageSize, sort: request.sort };
      const callerParams = JSON.parse(paramsKey) as DialogParams;
      if (model.data.type === 'restful') return readRestPage(model.data, await source.callRestful(buildRestRequest(model, model.data, state, callerParams)), state, locale);
      return source.getListData(model.alias, buildListFilter(model, state), callerParams);
    },
    [model, source, paramsKey, locale],
  );

  /** The table's selection: Semi reports every chosen key (other pages too) and the chosen rows of this page. */
  const onTableSelection = (keys: string[], pageRows: ListRow[]) => {
    if (!model.selection.multiple) {
      choose(pageRows.slice(0, 1));
      return;
    }
    const kept = chosen.filter((row) => keys.includes(rowKeyOf(model, row)));
    const keptKeys = new Set(kept.map((row) => rowKeyOf(model, row)));
    choose([...kept, ...pageRows.filter((row) => !keptKeys.has(rowKeyOf(model, row)))]);
  };

  const treeNodes = useMemo(() => (tree.status === 'ready' ? buildTree(model, tree.rows) : []), [model, tree]);
  const treeRowsByKey = useMemo(() => new Map((tree.status === 'ready' ? tree.rows : []).map((row) => [rowKeyOf(model, row), row])), [model, tree]);
  const onTreeToggle = (node: DialogTreeNode, select: boolean) => {
    const row = treeRowsByKey.get(node.key);
    if (!model.selection.multiple) {
      choose(row && select ? [row] : []);
      return;
    }
    const keys = model.tree?.cascade ? subtreeKeys(node) : [node.key];
    if (!select) {
      choose(chosen.filter((other) => !keys.includes(rowKeyOf(model, other))));
      return;
    }
    const present = new Set(chosenKeys);
    const added = keys
      .filter((key) => !present.has(key))
      .map((key) => treeRowsByKey.get(key))
      .filter((row): row is DialogRow => row !== undefined);
    choose([...chosen, ...added]);
  };

  const chosenRows = selecting ? <ChosenRows model={model} chosen={chosen} limitReached={limitReached} locale={locale} onChange={choose} /> : null;
  const bodyHeight = height ?? model.size.height;

  if (model.style === 'tree') {
    return (
      <div className="fd-custom-dialog">
        {chosenRows}
        <div className="fd-custom-dialog__tree" style={bodyHeight ? { maxHeight: bodyHeight } : undefined} aria-busy={tree.status === 'loading' || undefined}>
          {tree.status === 'failed' ? (
            <div className="fd-custom-dialog__state" role="alert">
              <span>{tree.message}</span>{' '}
              <Button size="small" onClick={() => setTreeAttempt((count) => count + 1)}>
                {formatDialogMessage('dialog.retry', {}, locale)}
              </Button>
            </div>
          ) : tree.status === 'loading' ? (
            <p className="fd-custom-dialog__state" role="status">
              {formatDialogMessage('dialog.loading', {}, locale)}
            </p>
          ) : (
            <DialogTree
              nodes={treeNodes}
              label={model.title}
              locale={locale}
              selection={
                selecting
                  ? { multiple: model.selection.multiple, selectedKeys: new Set(chosenKeys), parentSelectable: model.tree?.parentSelectable ?? true, onToggle: onTreeToggle }
                  : undefined
              }
            />
          )}
        </div>
      </div>
    );
  }

  const pageSizes = DEFAULT_PAGE_SIZES.includes(model.pageSize) ? DEFAULT_PAGE_SIZES : [...DEFAULT_PAGE_SIZES, model.pageSize].sort((a, b) => a - b);
  return (
    <div className="fd-custom-dialog">
      <SearchList
        conditions={conditions}
        columns={model.columns}
        fetchPage={fetchPage}
        label={formatDialogMessage('dialog.results', { title: model.title }, locale)}
        locale={locale}
        paging={model.paged ? 'server' : 'none'}
        pageSize={model.pageSize}
        pageSizes={pageSizes}
        sorting={model.data.type === 'dataSource' ? 'server' : false}
        onError={showError}
        blockedBy={model.problems.length > 0 ? model.problems.map((problem) => problem.message).join('\n') : undefined}
        selection={selecting ? { mode: model.selection.multiple ? 'multiple' : 'single', selectedKeys: chosenKeys, onChange: onTableSelection } : undefined}
        keyField={model.rowKey}
        height={bodyHeight}
        toolbar={selecting ? () => chosenRows : undefined}
      />
    </div>
  );
}
