// The tree of a tree dialog: a nested list whose nodes are native-keyboard controls (checkboxes for a
// multiple choice, radio buttons for a single one, plain text for nodes that cannot be chosen), a
// disclosure button per parent, and a filter box that keeps matching nodes and their ancestors.
import { useId, useMemo, useState } from 'react';
import { IconChevronDown, IconChevronRight } from '@douyinfe/semi-icons';
import { Checkbox, Input, Radio } from '@douyinfe/semi-ui-19';
import type { Locale } from '../../messages';
import { formatDialogMessage } from './messages';
import type { DialogTreeNode } from './query';

export interface DialogTreeProps {
  nodes: readonly DialogTreeNode[];
  /** accessible name of the tree */
  label: string;
  locale: Locale;
  /** undefined: nodes are shown, not chosen (browse mode) */
  selection?: {
    multiple: boolean;
    selectedKeys: ReadonlySet<string>;
    parentSelectable: boolean;
    onToggle(node: DialogTreeNode, chosen: boolean): void;
  };
}

/** The nodes whose label contains `text` (case-insensitive), with their ancestors; all of them when it is blank. */
export function filterTree(nodes: readonly DialogTreeNode[], text: string): DialogTreeNode[] {
  const wanted = text.trim().toLowerCase();
  if (wanted === '') return [...nodes];
  const keep = (node: DialogTreeNode): DialogTreeNode | undefined => {
    const children = (node.children ?? []).map(keep).filter((child): child is DialogTreeNode => child !== undefined);
    if (children.length > 0) return { ...node, children };
    return node.label.toLowerCase().includes(wanted) ? { ...node, children: undefined } : undefined;
  };
  return nodes.map(keep).filter((node): node is DialogTreeNode => node !== undefined);
}

export function DialogTree({ nodes, label, locale, selection }: DialogTreeProps) {
  const idBase = useId().replace(/:/g, '');
  const [filter, setFilter] = useState('');
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const shown = useMemo(() => filterTree(nodes, filter), [nodes, filter]);
  const filtering = filter.trim() !== '';

  const toggleOpen = (key: string) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  const renderNode = (node: DialogTreeNode) => {
    const parent = Boolean(node.children?.length);
    // While filtering every match stays visible.
    const open = parent && (filtering || !collapsed.has(node.key));
    const choosable = selection && (selection.parentSelectable || !parent);
    const chosen = selection?.selectedKeys.has(node.key) ?? false;
    return (
      <li key={node.key} className="fd-custom-dialog-tree__node">
        <div className="fd-custom-dialog-tree__row">
          {parent ? (
            <button
              type="button"
              className="fd-custom-dialog-tree__toggle"
              aria-expanded={open}
              aria-label={formatDialogMessage(open ? 'dialog.collapse' : 'dialog.expand', { name: node.label }, locale)}
              onClick={() => toggleOpen(node.key)}
              disabled={filtering}
            >
              {open ? <IconChevronDown size="small" aria-hidden="true" /> : <IconChevronRight size="small" aria-hidden="true" />}
            </button>
          ) : (
            <span className="fd-custom-dialog-tree__spacer" aria-hidden="true" />
          )}
          {choosable && selection.multiple ? (
            <Checkbox checked={chosen} onChange={(event) => selection.onToggle(node, Boolean(event.target.checked))}>
              {node.label}
            </Checkbox>
          ) : choosable ? (
            <Radio name={`${idBase}-choice`} checked={chosen} onChange={() => selection.onToggle(node, true)}>
              {node.label}
            </Radio>
          ) : (
            <span className="fd-custom-dialog-tree__label">{node.label}</span>
          )}
        </div>
        {open ? <ul>{node.children!.map(renderNode)}</ul> : null}
      </li>
    );
  };

  return (
    <div className="fd-custom-dialog-tree">
      <Input
        aria-label={formatDialogMessage('dialog.treeFilter', { title: label }, locale)}
        placeholder={formatDialogMessage('dialog.treeFilter', { title: label }, locale)}
        value={filter}
        onChange={setFilter}
        showClear
      />
      {shown.length === 0 ? (
        <p className="fd-custom-dialog__state">{formatDialogMessage('dialog.empty', {}, locale)}</p>
      ) : (
        <ul className="fd-custom-dialog-tree__list" aria-label={formatDialogMessage('dialog.tree', { title: label }, locale)}>
          {shown.map(renderNode)}
        </ul>
      )}
    </div>
  );
}
