// The online form of a template's record (add, edit, view) through the engine's form kind: getForm gives the
// definition, the permission of the action and the record; a draft's data replaces the record's. "Submit"
// saves the record (boSave, removing the draft it came from); "save draft" keeps the current valid data as a
// draft of the user (the form's own checks run first, as for any submit). With the host's `keepInput`, what is typed
// and not saved survives a reload (the portal's language switch): the form's edits are its snapshot.
import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { Button, Spin, Toast } from '@douyinfe/semi-ui-19';
import { DefinitionView } from '../../core/DefinitionView';
import { createEngine, type Engine, type PrepareResult } from '../../core/engine';
import { SchemaRenderer } from '../../core/SchemaRenderer';
import type { Locale } from '../../messages';
import type { SemiFormContext } from '../../rjsf-semi/context';
import type { FormModel } from '../form/adapter';
import { formKind } from '../form/formKind';
import { formModelOf, formToRender } from '../form/wireForm';
import { formHtmlKind } from '../form-html/kind';
import type { DataTemplateModel } from './adapter';
import { formatDataTemplateMessage, type DataTemplateMessageKey } from './messages';
import type { TemplateScreen } from './screens';
import type { DataTemplateSource, FormAction, RecordData, TemplateForm } from './source';
import { TOAST_SECONDS } from './feedback';

/** The host's keeper of unsaved input across a page reload (the portal's keptInput registry). */
export interface InputKeeper {
  /** `part.snapshot()`: JSON-able or undefined (nothing unsaved); a value kept before the reload is given back at once */
  register(id: string, part: { snapshot(): unknown; restore(value: unknown): void; unkeepable?(): boolean }): () => void;
}

export interface RecordFormProps {
  model: DataTemplateModel;
  locale: Locale;
  source: DataTemplateSource;
  action: FormAction;
  id?: string;
  draftId?: string;
  navigate(screen: TemplateScreen, options: { newTab: boolean }): void;
  /** The engine with the host's rule services; default: one with the form kind only (async rules skipped). */
  formEngine?: Engine;
  formContext?: SemiFormContext;
  /** Opened alone (a new tab or a single route): no way back to the list. */
  standalone?: boolean;
  keepInput?: InputKeeper;
}

type Loaded = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'empty' } | { status: 'ready'; form: TemplateForm; draftSubject?: string };

/**
 * The record to show. A new (empty) record starts from the form's blank data (defaults, table rows) without the
 * blank text of its number fields: '' is not a number, and an untouched optional number must not block saving.
 */
function formData(form: TemplateForm, model: FormModel | undefined): Record<string, unknown> | undefined {
  if (!model) return undefined;
  if (hasRecord(form, model.boAlias)) return form.data;
  const blank = { ...(model.initialData[model.boAlias] as RecordData) };
  for (const field of model.fields) if (!field.table && field.dataType === 'number' && blank[field.name] === '') delete blank[field.name];
  return { [model.boAlias]: blank };
}

function hasRecord(form: TemplateForm, boAlias: string): boolean {
  const record = form.data[boAlias];
  return record !== undefined && Object.keys(record).length > 0;
}

let fallbackEngine: Engine | undefined;
const defaultEngine = () => (fallbackEngine ??= createEngine({ kinds: [formKind, formHtmlKind] }));

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function RecordForm(props: RecordFormProps) {
  const { model, locale, source, navigate, standalone } = props;
  const t = (key: DataTemplateMessageKey, params?: Record<string, string | number>) => formatDataTemplateMessage(key, params, locale);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [busy, setBusy] = useState<'save' | 'draft' | undefined>();
  const [draftId, setDraftId] = useState(props.draftId);
  const [attempt, setAttempt] = useState(0);
  /** What the next valid submit does: the form's own button saves, the draft button keeps a draft. */
  const intent = useRef<'save' | 'draft'>('save');
  const container = useRef<HTMLDivElement>(null);
  // Unsaved edits for the host's keeper; what came back after a reload replaces the record's data.
  const edited = useRef<Record<string, unknown> | undefined>(undefined);
  const [kept, setKept] = useState<{ data: Record<string, unknown>; generation: number }>();
  const { keepInput } = props;
  const keepId = `dataTemplate:${model.alias}:${props.action}:${props.id ?? ''}:${props.draftId ?? ''}`;
  useEffect(
    () =>
      keepInput?.register(keepId, {
        snapshot: () => edited.current,
        restore: (value) => {
          if (typeof value !== 'object' || value === null) return;
          edited.current = value as Record<string, unknown>;
          setKept((last) => ({ data: value as Record<string, unknown>, generation: (last?.generation ?? 0) + 1 }));
        },
        // A file still uploading (a busy part of the form) holds bytes no snapshot can carry.
        unkeepable: () => container.current?.querySelector('[aria-busy="true"]') != null,
      }),
    [keepInput, keepId],
  );

  useEffect(() => {
    let current = true;
    setLoaded({ status: 'loading' });
    (async () => {
      const draft = props.draftId ? await source.getDraft(props.draftId) : undefined;
      const draftRecord = draft?.data[model.boAlias];
      // A draft of an existing record carries its id: it opens that record for editing.
      const id = props.id ?? (typeof draftRecord?.id === 'string' ? draftRecord.id : undefined);
      const action: FormAction = draft ? (id ? 'edit' : 'add') : props.action;
      const form = await source.getForm({ templateKey: model.alias, formKey: model.formKey, boAlias: model.boAlias, action, id });
      if (!current) return;
      if (!form) setLoaded({ status: 'empty' });
      else setLoaded({ status: 'ready', form: draft ? { ...form, data: draft.data } : form, draftSubject: draft?.subject });
    })().catch((failure: unknown) => current && setLoaded({ status: 'failed', message: errorText(failure) }));
    return () => {
      current = false;
    };
  }, [source, model, props.action, props.id, props.draftId, attempt]);

  const engine = props.formEngine ?? defaultEngine();
  const readOnly = props.action === 'get';
  const ready = loaded.status === 'ready' ? loaded.form : undefined;
  // The template's own definition, else its generated formHtml (the formHtml kind).
  const toRender = useMemo(() => (ready ? formToRender(ready, model.boAlias) : undefined), [ready, model.boAlias]);
  const prepareOptions = useMemo(() => (ready ? { permission: ready.permission } : undefined), [ready]);
  // A big form's preview shows the record's values, or the form's blank data.
  const previewView = useMemo(() => (ready ? { data: hasRecord(ready, model.boAlias) ? ready.data : undefined, readOnly } : undefined), [ready, model.boAlias, readOnly]);

  const recordId = (): string | undefined => {
    if (loaded.status !== 'ready') return undefined;
    const id = loaded.form.data[model.boAlias]?.id;
    return typeof id === 'string' && id !== '' ? id : props.id;
  };

  const onSubmit = async (data: Record<string, unknown>) => {
    const submitted = data[model.boAlias];
    const record: RecordData = { ...(typeof submitted === 'object' && submitted !== null ? (submitted as RecordData) : {}) };
    const id = recordId();
    if (id) record.id = id;
    const kind = intent.current;
    intent.current = 'save';
    setBusy(kind);
    try {
      if (kind === 'draft') {
        const saved = await source.saveDraft({ templateKey: model.alias, boAlias: model.boAlias, data: { [model.boAlias]: record }, draftId });
        setDraftId(saved.id);
        Toast.success({ content: saved.message || t('dt.done'), duration: TOAST_SECONDS });
      } else {
        const saved = await source.saveRecord({ templateKey: model.alias, boAlias: model.boAlias, data: { [model.boAlias]: record }, delDraftId: draftId });
        Toast.success({ content: saved.message || t('dt.done'), duration: TOAST_SECONDS });
        if (!standalone) navigate({ kind: 'list' }, { newTab: false });
      }
    } catch (failure) {
      Toast.error({ content: errorText(failure), duration: 3 });
    } finally {
      setBusy(undefined);
    }
  };

  // The form's own submit button (also pressed by Enter) means "save"; only the draft button asks for a draft.
  const onClickCapture = (event: MouseEvent) => {
    if ((event.target as Element).closest('button[type="submit"]')) intent.current = 'save';
  };
  const saveDraft = () => {
    intent.current = 'draft';
    container.current?.querySelector('form')?.requestSubmit();
  };

  const title = t(`dt.formTitle.${props.action}`, { name: model.name });
  const formPath = `dataTemplate/${model.alias}/form`;
  return (
    <section className="fd-dt-form" aria-label={title}>
      <div className="fd-dt-form__header">
        <h2 className="fd-dt-form__title">{title}</h2>
        <div className="fd-dt-toolbar" role="toolbar" aria-label={title}>
          {!readOnly && loaded.status === 'ready' ? (
            <Button onClick={saveDraft} loading={busy === 'draft'} disabled={busy !== undefined}>
              {t('dt.saveDraft')}
            </Button>
          ) : null}
          {standalone ? null : <Button onClick={() => navigate({ kind: 'list' }, { newTab: false })}>{t('dt.back')}</Button>}
        </div>
      </div>
      {loaded.status === 'ready' && loaded.draftSubject ? <p className="fd-dt-form__note">{t('dt.fromDraft', { subject: loaded.draftSubject })}</p> : null}
      {busy ? (
        <p role="status" className="fd-dt-form__note">
          {t(busy === 'draft' ? 'dt.draftSaving' : 'dt.saving')}
        </p>
      ) : null}
      {loaded.status === 'loading' ? (
        <div className="fd-dt-state" role="status">
          <Spin />
          <span>{t('dt.formLoading')}</span>
        </div>
      ) : loaded.status === 'failed' ? (
        <div className="fd-dt-state" role="alert">
          <span>{t('dt.loadFailed', { message: loaded.message })}</span> <Button onClick={() => setAttempt((value) => value + 1)}>{t('dt.retry')}</Button>
        </div>
      ) : loaded.status === 'empty' || (ready && !toRender) ? (
        <div className="fd-dt-state" role="alert">
          {t('dt.formEmpty')}
        </div>
      ) : ready && toRender ? (
        <div ref={container} onClickCapture={onClickCapture}>
          <DefinitionView engine={engine} kind={toRender.kind} definition={toRender.definition} options={prepareOptions} path={formPath} locale={locale} view={previewView}>
            {(result: PrepareResult) => (
              <SchemaRenderer
                key={kept?.generation ?? 0}
                engine={engine}
                result={result}
                path={formPath}
                locale={locale}
                view={{
                  data: kept?.data ?? (result.ok ? formData(ready, formModelOf(result.model)) : undefined),
                  formContext: props.formContext,
                  readOnly,
                  onSubmit: (data: Record<string, unknown>) => void onSubmit(data),
                  ...(readOnly ? {} : { onChange: (data: Record<string, unknown>) => (edited.current = data) }),
                }}
              />
            )}
          </DefinitionView>
        </div>
      ) : null}
    </section>
  );
}
