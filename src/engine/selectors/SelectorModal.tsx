// The modal of the form selectors: a custom dialog by alias ('customDialog'), or the portal's user list or
// organisation tree ('user', 'org', which are custom dialogs over the user centre). OK hands back the
// chosen rows as [{id, name}], Cancel (or Esc) hands back null.
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Spin } from '@douyinfe/semi-ui-19';
import { Dialog } from '../../components/Dialog';
import {
  CustomDialogView,
  normalizeLocale,
  SchemaRenderer,
  type DialogModel,
  type DialogRow,
  type DialogSource,
  type PrepareResult,
  type SelectedItem,
  type SelectorKind,
  type SemiFormContext,
} from '../../../renderers';
import { getCustomDialogByAlias } from '../../api/customDialog';
import { appEngine } from '../index';
import { createAppDialogSource } from './dialogSource';
import { itemsFromRows, readSelectorConfig, rowsFromItems, type SelectorConfig } from './mapping';
import { portalPickerDefinition, portalPickerSource } from './portalPickers';
import './selectors.css';

const DEFAULT_WIDTH = 960;

export type SelectorOpenOptions = Parameters<NonNullable<SemiFormContext['selectors']>['open']>[1];

type Loaded =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'invalid'; result: PrepareResult; path: string }
  | { status: 'ready'; model: DialogModel; source: DialogSource };

/** Loads (customDialog) or builds (user, org) the dialog of a selector and prepares it through the engine. */
function useSelectorDialog(kind: SelectorKind, multiple: boolean, config: SelectorConfig): Loaded {
  const { t, i18n } = useTranslation('selectors');
  const locale = normalizeLocale(i18n.language);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    const prepare = (definition: unknown, source: DialogSource, path: string) => {
      // A single-value field keeps one row, whatever the dialog allows.
      const adjusted = multiple ? definition : { ...(definition as object), selectNum: 1 };
      const result = appEngine.prepare<DialogModel>('customDialog', adjusted, { locale });
      setLoaded(result.ok ? { status: 'ready', model: result.model, source } : { status: 'invalid', result, path });
    };
    if (kind !== 'customDialog') {
      prepare(portalPickerDefinition(kind, multiple, t), portalPickerSource(kind), `selectors/${kind}`);
      return;
    }
    const alias = config.dialogAlias;
    if (!alias) {
      setLoaded({ status: 'failed', message: t('aliasMissing') });
      return;
    }
    getCustomDialogByAlias(alias, { quiet: true }).then((answer) => {
      if (!current) return;
      if (!answer.ok) setLoaded({ status: 'failed', message: t('loadFailed', { message: answer.message ?? '' }) });
      else if (!answer.data || !('alias' in answer.data)) setLoaded({ status: 'failed', message: t('dialogMissing', { alias }) });
      else prepare(answer.data, createAppDialogSource(), `customDialog/${alias}`);
    });
    return () => {
      current = false;
    };
  }, [kind, multiple, config.dialogAlias, locale, t]);
  return loaded;
}

export interface SelectorModalProps {
  kind: SelectorKind;
  options: SelectorOpenOptions;
  /** the new selection, or null when cancelled; the host unmounts the modal after its closing motion */
  onClose(selection: SelectedItem[] | null): void;
  afterClose(): void;
}

export function SelectorModal({ kind, options, onClose, afterClose }: SelectorModalProps) {
  const { t, i18n } = useTranslation('selectors');
  const locale = normalizeLocale(i18n.language);
  const config = useMemo(() => readSelectorConfig(options.config), [options.config]);
  const loaded = useSelectorDialog(kind, options.multiple, config);
  const [visible, setVisible] = useState(true);
  const chosen = useRef<readonly DialogRow[] | null>(null);

  const model = loaded.status === 'ready' ? loaded.model : undefined;
  const initialSelection = useMemo(() => (model ? rowsFromItems(model, options.selected, config) : []), [model, options.selected, config]);

  const close = (selection: SelectedItem[] | null) => {
    setVisible(false);
    onClose(selection);
  };
  const confirm = () => {
    if (!model) return;
    // Unchanged selection: the field keeps its value as it is.
    close(chosen.current ? itemsFromRows(model, chosen.current, config) : options.selected);
  };

  let body: ReactNode;
  if (loaded.status === 'loading') {
    body = (
      <div className="fd-selector__state" role="status">
        <Spin /> {t('loading')}
      </div>
    );
  } else if (loaded.status === 'failed') {
    body = (
      <p className="fd-selector__state" role="alert">
        {loaded.message}
      </p>
    );
  } else if (loaded.status === 'invalid') {
    body = <SchemaRenderer engine={appEngine} result={loaded.result} path={loaded.path} locale={locale} />;
  } else {
    body = (
      <CustomDialogView
        model={loaded.model}
        locale={locale}
        source={loaded.source}
        initialSelection={initialSelection}
        onSelectionChange={(rows) => {
          chosen.current = rows;
        }}
        params={config.params}
        height={Math.min(loaded.model.size.height ?? 360, 360)}
      />
    );
  }

  const width = Math.min(model?.size.width ?? DEFAULT_WIDTH, 1200);
  return (
    <Dialog
      visible={visible}
      title={model?.title ?? t(`title.${kind}`)}
      width={`min(${width}px, 94vw)`}
      onCancel={() => close(null)}
      afterClose={afterClose}
      closeOnEsc
      maskClosable={false}
      bodyStyle={{ maxHeight: '72vh', overflow: 'auto' }}
      footer={
        <>
          <Button onClick={() => close(null)}>{t('cancel')}</Button>
          <Button theme="solid" type="primary" onClick={confirm} disabled={!model}>
            {t('ok')}
          </Button>
        </>
      }
    >
      {body}
    </Dialog>
  );
}
