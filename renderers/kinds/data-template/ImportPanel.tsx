// Import of a template's rows from an .xlsx file: the import template to download, the file, and the server's
// per-row report (row number, imported or why not). Inline on the import page, inside ImportDialog in a list.
import { useId, useRef, useState } from 'react';
import { Button } from '@douyinfe/semi-ui-19';
import { IconUpload } from '@douyinfe/semi-icons';
import type { Locale } from '../../messages';
import { formatDataTemplateMessage, type DataTemplateMessageKey } from './messages';
import type { DataTemplateSource, ImportReport } from './source';

export interface ImportPanelProps {
  template: { id: string; name: string };
  locale: Locale;
  source: Pick<DataTemplateSource, 'importRows' | 'downloadImportTemplate'>;
  /** the server's report of a file, once imported */
  onImported?(report: ImportReport): void;
  /** the chosen file as it changes (a host may ask before a reload loses it) */
  onFileChange?(file: File | undefined): void;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function ImportPanel({ template, locale, source, onImported, onFileChange }: ImportPanelProps) {
  const t = (key: DataTemplateMessageKey, params?: Record<string, string | number>) => formatDataTemplateMessage(key, params, locale);
  const labelId = useId();
  const buttonId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setChosenFile] = useState<File>();
  const setFile = (next: File | undefined) => {
    setChosenFile(next);
    onFileChange?.(next);
  };
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
      const answer = (await source.importRows({ templateId: template.id, file })).report;
      setReport(answer);
      onImported?.(answer);
    } catch (failure) {
      setProblem(errorText(failure));
    } finally {
      setBusy(false);
    }
  };
  const downloadTemplate = () => source.downloadImportTemplate(template.id).catch((failure: unknown) => setProblem(errorText(failure)));

  return (
    <>
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
          <p>
            <Button
              onClick={() => {
                setReport(undefined);
                setFile(undefined);
              }}
            >
              {t('dt.importAnother')}
            </Button>
          </p>
        </section>
      ) : (
        <div className="fd-dt-import">
          <p>{t('dt.importHint')}</p>
          <p>
            <Button theme="borderless" onClick={() => void downloadTemplate()}>
              {t('dt.importTemplate')}
            </Button>
          </p>
          {/* Semi's button opens the hidden native input's file dialog; it is named by the field's label. */}
          <p className="fd-dt-import__file">
            <span id={labelId}>{t('dt.importFile')}</span>
            <input
              ref={input}
              type="file"
              hidden
              aria-hidden="true"
              tabIndex={-1}
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={(event) => {
                setFile(event.target.files?.[0]);
                setProblem(undefined);
              }}
            />
            <Button id={buttonId} aria-labelledby={`${labelId} ${buttonId}`} icon={<IconUpload aria-hidden="true" />} onClick={() => input.current?.click()}>
              {t('dt.importChoose')}
            </Button>
            <span aria-live="polite">{file ? file.name : t('dt.importNoFile')}</span>
          </p>
          <p>
            <Button theme="solid" type="primary" loading={busy} onClick={() => void start()}>
              {t('dt.importStart')}
            </Button>
          </p>
          {busy ? <p role="status">{t('dt.importing')}</p> : null}
        </div>
      )}
      {problem ? (
        <p role="alert" className="fd-dt-error">
          {problem}
        </p>
      ) : null}
    </>
  );
}
