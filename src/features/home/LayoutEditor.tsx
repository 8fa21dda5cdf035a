// Arranging my home (docs/home.md; its own chunk, loaded when the user opens it): the user's layout as rows of cells (grid) or tabs, each holding columns. Columns
// move by drag and drop or by their up/down buttons (the same moves, announced); cells get a width of 1–24; columns
// the user may see are added, any is removed; save stores the layout for this user, reset brings the default back.
import { useEffect, useId, useMemo, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner, Button, InputNumber, Spin, Toast } from '@douyinfe/semi-ui-19';
import { IconArrowDown, IconArrowUp, IconClose, IconPlus } from '@douyinfe/semi-icons';
import type { ApiResult } from '../../api/http';
import type { MyLayoutDesign } from '../../api/portal';
import type { CommonResult } from '../../api/types';
import { ChoiceSelect } from '../../components/ChoiceSelect';
import { LazyResultPage } from '../../components/LazyResultPage';
import { TOAST_SECONDS } from '../../components/toast';
import {
  addAlias, addCell, addRow, GRID_SPANS, moveAlias, moveRow, placedAliases, removeAlias, removeCell, removeRow, setSpan, stepPlace, tooWideRows,
  type DraftPlace, type DraftRow, type LayoutDraft,
} from './layoutDraft';
import { draftOfDesign, refusalText, useMyLayoutActions, useMyLayoutDesign, visibleColumnsOf } from './useMyLayout';
import './layoutEditor.css';

const NEW_ROW = 'new-row';

export default function LayoutEditor({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('home');
  const { data, error, isLoading, mutate } = useMyLayoutDesign();
  if (error) {
    return (
      <LazyResultPage
        title={t('editor.loadFailed')}
        description={error instanceof Error ? error.message : String(error)}
        actions={<><Button onClick={() => void mutate()}>{t('retry')}</Button><Button onClick={onClose}>{t('editor.close')}</Button></>}
      />
    );
  }
  if (isLoading || !data) {
    return (
      <div className="fd-home-loading" role="status">
        <Spin tip={t('loading')} />
      </div>
    );
  }
  return <DraftEditor design={data} onClose={onClose} />;
}

function DraftEditor({ design, onClose }: { design: MyLayoutDesign; onClose: () => void }) {
  const { t, i18n } = useTranslation('home');
  const { save, reset } = useMyLayoutActions();
  const names = useMemo(() => visibleColumnsOf(design), [design]);
  const [draft, setDraft] = useState<LayoutDraft>(() => draftOfDesign(design, i18n.language));
  const [announcement, setAnnouncement] = useState('');
  const [busy, setBusy] = useState(false);
  const [dragged, setDragged] = useState<DraftPlace | undefined>();
  const [focusKey, setFocusKey] = useState<string | undefined>();
  const editorRef = useRef<HTMLElement>(null);
  const titleId = useId();
  const columnLabelId = useId();
  const targetLabelId = useId();
  const [confirmingReset, setConfirmingReset] = useState(false);

  const nameOf = (alias: string) => names.get(alias) ?? alias;
  const groupLabel = (row: number, group: number) => {
    const draftRow = draft[row];
    if (draftRow?.type === 'tab') return t('editor.tabLabel', { row: row + 1, tab: draftRow.groups[group]?.name ?? group + 1 });
    return t('editor.cellLabel', { row: row + 1, cell: group + 1 });
  };
  const placeText = (next: LayoutDraft, place: DraftPlace) => {
    const row = next[place.row];
    const where = row?.type === 'tab' ? t('editor.tabLabel', { row: place.row + 1, tab: row.groups[place.group]?.name ?? place.group + 1 }) : t('editor.cellLabel', { row: place.row + 1, cell: place.group + 1 });
    return t('editor.position', { where, position: place.index + 1 });
  };

  // After a move the focus stays on the control that made it (or on the column when that control is gone).
  useEffect(() => {
    if (!focusKey) return;
    const controls = [...(editorRef.current?.querySelectorAll<HTMLElement>('[data-focus-key]') ?? [])];
    const itemKey = focusKey.replace(/:[a-z]+$/, ':item');
    const target = controls.find((control) => control.dataset.focusKey === focusKey && !control.hasAttribute('disabled')) ?? controls.find((control) => control.dataset.focusKey === itemKey);
    target?.focus();
    setFocusKey(undefined);
  }, [focusKey, draft]);

  const moveTo = (from: DraftPlace, to: DraftPlace, focus?: string) => {
    const alias = draft[from.row]?.groups[from.group]?.aliases[from.index];
    if (alias === undefined) return;
    const next = moveAlias(draft, from, to);
    setDraft(next);
    setAnnouncement(t('editor.moved', { name: nameOf(alias), place: placeText(next, to) }));
    if (focus) setFocusKey(`${alias}:${focus}`);
  };
  const step = (from: DraftPlace, direction: -1 | 1) => {
    const to = stepPlace(draft, from, direction);
    if (to) moveTo(from, to, direction === -1 ? 'up' : 'down');
  };

  const available = [...names.keys()].filter((alias) => !placedAliases(draft).includes(alias));
  const [adding, setAdding] = useState<string | undefined>();
  const [target, setTarget] = useState<string>(NEW_ROW);
  const targets = draft.flatMap((row, r) => row.groups.map((_, g) => ({ value: `${r}:${g}`, label: groupLabel(r, g) })));
  const add = () => {
    if (!adding) return;
    const [row, group] = target === NEW_ROW ? [] : target.split(':').map(Number);
    setDraft(addAlias(draft, adding, row === undefined || group === undefined ? undefined : { row, group }));
    setAnnouncement(t('editor.added', { name: nameOf(adding) }));
    setAdding(undefined);
  };

  const wide = tooWideRows(draft);
  /** Runs a save or a reset: the server's refusal stays in the editor, a success closes it. */
  const finish = async (call: () => Promise<ApiResult<CommonResult<unknown>>>, failed: string, done: string) => {
    setBusy(true);
    const result = await call();
    setBusy(false);
    if (!result.ok) return Toast.error({ content: refusalText(result, t(failed)), duration: TOAST_SECONDS });
    Toast.success({ content: result.data?.message || t(done), duration: TOAST_SECONDS });
    onClose();
  };
  const store = () => finish(() => save(draft), 'editor.saveFailed', 'editor.saved');
  const restoreDefault = () => finish(() => reset(design), 'editor.resetFailed', 'editor.resetDone');

  const onDrop = (to: DraftPlace) => (event: DragEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (!dragged) return;
    // Counted after taking the dragged column out: a drop later in its own group lands one place earlier.
    const sameGroup = dragged.row === to.row && dragged.group === to.group;
    moveTo(dragged, sameGroup && dragged.index < to.index ? { ...to, index: to.index - 1 } : to);
    setDragged(undefined);
  };
  const allowDrop = (event: DragEvent) => {
    if (dragged) event.preventDefault();
  };

  return (
    <section ref={editorRef} className="fd-layout-editor" aria-labelledby={titleId}>
      <header className="fd-layout-editor-head">
        <h2 id={titleId}>{t('editor.title')}</h2>
        <div className="fd-layout-editor-actions">
          <Button theme="solid" type="primary" loading={busy} disabled={wide.length > 0} onClick={() => void store()}>{t('editor.save')}</Button>
          <Button disabled={busy} onClick={() => setConfirmingReset(true)}>{t('editor.reset')}</Button>
          <Button onClick={onClose}>{t('editor.cancel')}</Button>
        </div>
      </header>
      {confirmingReset && (
        <div className="fd-layout-editor-confirm" role="group" aria-label={t('editor.reset')}>
          <span role="alert">{t('editor.resetConfirm')}</span>
          <Button type="danger" theme="solid" loading={busy} onClick={() => void restoreDefault()}>{t('editor.resetConfirmed')}</Button>
          <Button onClick={() => setConfirmingReset(false)}>{t('editor.resetBack')}</Button>
        </div>
      )}
      <p className="fd-layout-editor-help">{t('editor.help')}</p>
      {wide.length > 0 && <Banner type="danger" fullMode={false} closeIcon={null} description={t('editor.tooWide', { rows: wide.map((row) => row + 1).join(', '), max: GRID_SPANS })} />}
      <div className="fd-layout-editor-add" role="group" aria-label={t('editor.addGroup')}>
        <span id={columnLabelId}>{t('editor.addColumn')}</span>
        <ChoiceSelect labelledBy={columnLabelId} className="fd-layout-editor-select" placeholder={available.length > 0 ? t('editor.choose') : t('editor.nothingToAdd')} disabled={available.length === 0} value={adding} onChange={setAdding} options={available.map((alias) => ({ value: alias, label: nameOf(alias) }))} filter />
        <span id={targetLabelId}>{t('editor.addTarget')}</span>
        <ChoiceSelect labelledBy={targetLabelId} className="fd-layout-editor-select" value={target} onChange={setTarget} options={[{ value: NEW_ROW, label: t('editor.newRow') }, ...targets]} />
        <Button icon={<IconPlus aria-hidden />} disabled={!adding} onClick={add}>{t('editor.add')}</Button>
        <Button onClick={() => setDraft(addRow(draft))}>{t('editor.addRow')}</Button>
      </div>
      {draft.length === 0 ? (
        <p className="fd-layout-editor-empty">{t('editor.empty')}</p>
      ) : (
        <ol className="fd-layout-editor-rows">
          {draft.map((row, r) => (
            <EditorRow key={row.id} row={row} index={r} count={draft.length} groupLabel={groupLabel} nameOf={nameOf} tooWide={wide.includes(r)}
              onMoveRow={(direction) => { setDraft(moveRow(draft, r, direction)); setAnnouncement(t('editor.rowMoved', { row: r + direction + 1 })); setFocusKey(`${row.id}:${direction === -1 ? 'up' : 'down'}`); }}
              onRemoveRow={() => { setDraft(removeRow(draft, r)); setAnnouncement(t('editor.rowRemoved', { row: r + 1 })); }}
              onAddCell={() => setDraft(addCell(draft, r))}
              onRemoveCell={(g) => setDraft(removeCell(draft, r, g))}
              onSpan={(g, span) => setDraft(setSpan(draft, r, g, span))}
              onStep={step}
              onRemove={(place) => { const alias = draft[place.row]?.groups[place.group]?.aliases[place.index] ?? ''; setDraft(removeAlias(draft, place)); setAnnouncement(t('editor.removed', { name: nameOf(alias) })); }}
              isFirst={(place) => !stepPlace(draft, place, -1)} isLast={(place) => !stepPlace(draft, place, 1)}
              onDragStart={setDragged} onDragEnd={() => setDragged(undefined)} onDrop={onDrop} allowDrop={allowDrop}
            />
          ))}
        </ol>
      )}
      <div className="fd-visually-hidden" aria-live="assertive" role="status">{announcement}</div>
    </section>
  );
}

interface EditorRowProps {
  row: DraftRow;
  index: number;
  count: number;
  tooWide: boolean;
  groupLabel: (row: number, group: number) => string;
  nameOf: (alias: string) => string;
  onMoveRow: (direction: -1 | 1) => void;
  onRemoveRow: () => void;
  onAddCell: () => void;
  onRemoveCell: (group: number) => void;
  onSpan: (group: number, span: number) => void;
  onStep: (place: DraftPlace, direction: -1 | 1) => void;
  onRemove: (place: DraftPlace) => void;
  isFirst: (place: DraftPlace) => boolean;
  isLast: (place: DraftPlace) => boolean;
  onDragStart: (place: DraftPlace) => void;
  onDragEnd: () => void;
  onDrop: (to: DraftPlace) => (event: DragEvent) => void;
  allowDrop: (event: DragEvent) => void;
}

function EditorRow(props: EditorRowProps) {
  const { t } = useTranslation('home');
  const { row, index: r } = props;
  const rowLabel = t(row.type === 'tab' ? 'editor.tabRow' : 'editor.gridRow', { row: r + 1 });
  return (
    <li className={`fd-layout-editor-row${props.tooWide ? ' is-too-wide' : ''}`} aria-label={rowLabel}>
      <div className="fd-layout-editor-row-head">
        <span>{rowLabel}</span>
        <Button size="small" icon={<IconArrowUp />} aria-label={t('editor.rowUp', { row: r + 1 })} disabled={r === 0} data-focus-key={`${row.id}:up`} onClick={() => props.onMoveRow(-1)} />
        <Button size="small" icon={<IconArrowDown />} aria-label={t('editor.rowDown', { row: r + 1 })} disabled={r === props.count - 1} data-focus-key={`${row.id}:down`} onClick={() => props.onMoveRow(1)} />
        {row.type === 'grid' && <Button size="small" icon={<IconPlus aria-hidden />} onClick={props.onAddCell}>{t('editor.addCell')}</Button>}
        <Button size="small" type="danger" icon={<IconClose />} aria-label={t('editor.removeRow', { row: r + 1 })} onClick={props.onRemoveRow} />
      </div>
      <div className="fd-layout-editor-groups">
        {row.groups.map((group, g) => {
          const label = props.groupLabel(r, g);
          return (
            <div key={g} role="group" aria-label={label} className="fd-layout-editor-group" style={{ flexGrow: group.span ?? 1 }}
              onDragOver={props.allowDrop} onDrop={props.onDrop({ row: r, group: g, index: group.aliases.length })}>
              <div className="fd-layout-editor-group-head">
                <span>{row.type === 'tab' ? (group.name ?? label) : label}</span>
                {group.span !== undefined && (
                  <label className="fd-layout-editor-span">
                    {t('editor.span')}
                    <InputNumber size="small" min={1} max={GRID_SPANS} value={group.span} aria-label={t('editor.spanOf', { where: label })} onNumberChange={(value) => { if (Number.isFinite(value)) props.onSpan(g, value); }} style={{ width: 72 }} />
                  </label>
                )}
                {row.groups.length > 1 && row.type === 'grid' && <Button size="small" theme="borderless" icon={<IconClose />} aria-label={t('editor.removeCell', { where: label })} onClick={() => props.onRemoveCell(g)} />}
              </div>
              {group.aliases.length === 0 ? (
                <p className="fd-layout-editor-drop">{t('editor.dropHere')}</p>
              ) : (
                <ul className="fd-layout-editor-items">
                  {group.aliases.map((alias, i) => {
                    const place = { row: r, group: g, index: i };
                    const name = props.nameOf(alias);
                    return (
                      <li key={alias} className="fd-layout-editor-item" draggable tabIndex={-1} data-focus-key={`${alias}:item`} data-alias={alias}
                        onDragStart={(event) => { event.dataTransfer?.setData('text/plain', alias); props.onDragStart(place); }}
                        onDragEnd={props.onDragEnd} onDragOver={props.allowDrop} onDrop={props.onDrop(place)}>
                        <span className="fd-layout-editor-name">{name}</span>
                        <Button size="small" theme="borderless" icon={<IconArrowUp />} aria-label={t('editor.up', { name })} disabled={props.isFirst(place)} data-focus-key={`${alias}:up`} onClick={() => props.onStep(place, -1)} />
                        <Button size="small" theme="borderless" icon={<IconArrowDown />} aria-label={t('editor.down', { name })} disabled={props.isLast(place)} data-focus-key={`${alias}:down`} onClick={() => props.onStep(place, 1)} />
                        <Button size="small" theme="borderless" type="danger" icon={<IconClose />} aria-label={t('editor.remove', { name })} onClick={() => props.onRemove(place)} />
                      </li>
                    );
                  })}
                </ul>
              )}
            </div>
          );
        })}
      </div>
    </li>
  );
}
