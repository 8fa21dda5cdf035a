// Batch update of the selected records: the template's batch fields, each left unchanged unless filled in.
import { useId, useState } from 'react';
import { IconChevronDown } from '@douyinfe/semi-icons';
import { Button, Input, Modal, Select, Toast } from '@douyinfe/semi-ui-19';
import { ViewBoundary } from '../../core/SchemaRenderer';
import type { Locale } from '../../messages';
import type { BatchFieldModel, DataTemplateModel } from './adapter';
import { formatDataTemplateMessage, type DataTemplateMessageKey } from './messages';
import type { DataTemplateSource } from './source';
import { TOAST_SECONDS } from './feedback';

interface BatchUpdateDialogProps {
  model: DataTemplateModel;
  locale: Locale;
  source: DataTemplateSource;
  ids: readonly string[];
  onClose(updated: boolean): void;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
const INPUT_TYPES: Record<BatchFieldModel['control'], string> = { text: 'text', number: 'number', date: 'date', select: 'text', radio: 'text' };

export function BatchUpdateDialog({ model, locale, source, ids, onClose }: BatchUpdateDialogProps) {
  const t = (key: DataTemplateMessageKey, params?: Record<string, string | number>) => formatDataTemplateMessage(key, params, locale);
  const idBase = useId();
  const [values, setValues] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  const apply = async () => {
    const data = Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''));
    if (Object.keys(data).length === 0) {
      setProblem(t('dt.batchNothing'));
      return;
    }
    setBusy(true);
    setProblem(undefined);
    try {
      const { message } = await source.batchUpdate({ templateKey: model.alias, boAlias: model.boAlias, ids, data });
      Toast.success({ content: message || t('dt.done'), duration: TOAST_SECONDS });
      onClose(true);
    } catch (failure) {
      setProblem(errorText(failure));
      setBusy(false);
    }
  };

  return (
    <Modal
      visible
      title={t('dt.batchTitle', { count: ids.length })}
      onCancel={() => onClose(false)}
      footer={
        <>
          <Button onClick={() => onClose(false)}>{t('dt.cancel')}</Button>
          <Button theme="solid" type="primary" loading={busy} onClick={() => void apply()}>
            {t('dt.confirm')}
          </Button>
        </>
      }
    >
      <ViewBoundary kind="dataTemplate" path={`${model.alias}/batch`} locale={locale}>
        <div className="fd-dt-batch">
          {model.batchFields.map((field, index) => {
            const id = `${idBase}-${index}`;
            const value = values[field.field] ?? '';
            const set = (next: string) => setValues((current) => ({ ...current, [field.field]: next }));
            return (
              <div className="fd-dt-batch__field" key={field.field}>
                <label id={`${id}-label`} htmlFor={id}>
                  {field.label}
                </label>
                {field.options ? (
                  <Select
                    id={id}
                    aria-labelledby={`${id}-label`}
                    arrowIcon={<IconChevronDown aria-hidden="true" />}
                    value={value}
                    style={{ width: '100%' }}
                    optionList={[{ value: '', label: t('dt.batchKeep') }, ...field.options]}
                    onChange={(next) => set(next === undefined ? '' : String(next))}
                  />
                ) : (
                  <Input id={id} type={INPUT_TYPES[field.control]} value={value} onChange={set} placeholder={t('dt.batchKeep')} />
                )}
              </div>
            );
          })}
          {problem ? (
            <p role="alert" className="fd-dt-error">
              {problem}
            </p>
          ) : null}
        </div>
      </ViewBoundary>
    </Modal>
  );
}
