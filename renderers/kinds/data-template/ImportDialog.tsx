// Import of a template's rows from an .xlsx file: the import template to download, the file, and the
// server's per-row report (row number, imported or why not).
import { useId, useState } from 'react';
import { Button, Modal } from '@douyinfe/semi-ui-19';
import type { Locale } from '../../messages';
import type { DataTemplateModel } from './adapter';
import { formatDataTemplateMessage, type DataTemplateMessageKey } from './messages';
import type { DataTemplateSource, ImportReport } from './source';

interface ImportDialogProps {
  model: DataTemplateModel;
  locale: Locale;
  source: DataTemplateSource;
  /** `imported`: at least one row was stored (the list reloads). */
  onClose(imported: boolean): void;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function ImportDialog({ model, locale, source, onClose }: ImportDialogProps) {
  const t = (key: DataTemplateMessageKey, params?: Record<string, string | number>) => formatDataTemplateMessage(key, params, locale);
  const inputId = useId();
  const [file, setFile] = useState<File>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [report, setReport] = useState<ImportReport>();

  const start = async () => {
    if (!file) {
      setProblem(t('dt.importChooseFile'));
      return;
    }
    setBusy(true);
    setProblem(undefined);
    try {
      setReport((await source.importRows({ templateId: model.id, file })).report);
    } catch (failure) {
      setProblem(errorText(failure));
    } finally {
      setBusy(false);
    }
  };
  const downloadTemplate = () => source.downloadImportTemplate(model.id).catch((failure: unknown) => setProblem(errorText(failure)));

  const close = () => onClose(Boolean(report && report.succeeded > 0));
  return (
    <Modal
      visible
      title={t('dt.importTitle', { name: model.name })}
      onCancel={close}
      width={640}
      footer={
        report ? (
          <Button theme="solid" type="primary" onClick={close}>
            {t('dt.close')}
          </Button>
        ) : (
          <>
            <Button onClick={close}>{t('dt.cancel')}</Button>
            <Button theme="solid" type="primary" loading={busy} onClick={() => void start()}>
              {t('dt.importStart')}
            </Button>
          </>
        )
      }
    >
      {report ? (
        <section className="fd-dt-import__report" aria-label={t('dt.importReport')}>
          <p role="status">{t('dt.importSummary', { total: report.total, succeeded: report.succeeded, failed: report.failed })}</p>
          <table className="fd-dt-table">
            <caption className="fd-list-visually-hidden">{t('dt.importReport')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('dt.importRow')}</th>
                <th scope="col">{t('dt.importState')}</th>
                <th scope="col">{t('dt.importMessage')}</th>
              </tr>
            </thead>
            <tbody>
              {report.rows.map((row) => (
                <tr key={row.row} className={row.ok ? undefined : 'is-failed'}>
                  <td>{row.row}</td>
                  <td>{row.ok ? t('dt.importOk') : t('dt.importFailed')}</td>
                  <td>{row.messages?.join('；') ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : (
        <div className="fd-dt-import">
          <p>{t('dt.importHint')}</p>
          <p>
            <Button theme="borderless" onClick={() => void downloadTemplate()}>
              {t('dt.importTemplate')}
            </Button>
          </p>
          <label htmlFor={inputId}>{t('dt.importFile')}</label>
          <input
            id={inputId}
            type="file"
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(event) => {
              setFile(event.target.files?.[0]);
              setProblem(undefined);
            }}
          />
          {busy ? <p role="status">{t('dt.importing')}</p> : null}
        </div>
      )}
      {problem ? (
        <p role="alert" className="fd-dt-error">
          {problem}
        </p>
      ) : null}
    </Modal>
  );
}
