// The import of a template's list, in a dialog (ImportPanel inside); closing reloads the list when rows were stored.
import { useState } from 'react';
import { Button, Modal } from '@douyinfe/semi-ui-19';
import { ViewBoundary } from '../../core/SchemaRenderer';
import type { Locale } from '../../messages';
import type { DataTemplateModel } from './adapter';
import { ImportPanel } from './ImportPanel';
import { formatDataTemplateMessage } from './messages';
import type { DataTemplateSource } from './source';

interface ImportDialogProps {
  model: DataTemplateModel;
  locale: Locale;
  source: DataTemplateSource;
  /** `imported`: at least one row was stored (the list reloads). */
  onClose(imported: boolean): void;
}

export function ImportDialog({ model, locale, source, onClose }: ImportDialogProps) {
  const [imported, setImported] = useState(false);
  const close = () => onClose(imported);
  return (
    <Modal
      visible
      title={formatDataTemplateMessage('dt.importTitle', { name: model.name }, locale)}
      onCancel={close}
      width={640}
      footer={<Button onClick={close}>{formatDataTemplateMessage('dt.close', undefined, locale)}</Button>}
    >
      <ViewBoundary kind="dataTemplate" path={`${model.alias}/import`} locale={locale}>
        <ImportPanel template={model} locale={locale} source={source} onImported={(report) => setImported((before) => before || report.succeeded > 0)} />
      </ViewBoundary>
    </Modal>
  );
}
