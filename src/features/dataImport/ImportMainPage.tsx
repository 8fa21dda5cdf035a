// 数据导入 (v-importMain, /v-commonImport/v-importMain): rows of a real .xlsx file into a data template the user
// chooses among those that take imports; the server's per-row result is shown (docs/dataTemplate.md "Import page").
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { ImportPanel, normalizeLocale } from '../../../renderers';
import { createAppDataTemplateSource, getImportTemplateList } from '../../api/dataTemplate';
import { unwrap } from '../../api/http';
import type { MenuPageProps } from '../../app/layout/menuPages';
import { useKeptInput } from '../../components/keptInput';
import { LoadFailure, PageLoading } from '../../components/LoadStates';
import { ResultPage } from '../../components/ResultPage';
import './dataImport.css';
import { ChoiceSelect } from '../../components/ChoiceSelect';

export default function ImportMainPage({ title }: Partial<MenuPageProps>) {
  const { t, i18n } = useTranslation('dataImport');
  const labelId = useId();
  const source = useMemo(() => createAppDataTemplateSource(), []);
  const templates = useSWR(['dataImport:templates', i18n.language] as const, () => unwrap(getImportTemplateList({ quiet: true })), { revalidateOnFocus: false });
  const [chosenId, setChosenId] = useState<string>();
  // A chosen file cannot be kept across a language switch's reload: the switch asks first (keptInput.ts).
  const [fileChosen, setFileChosen] = useState(false);
  useKeptInput('dataImport:file', { snapshot: () => undefined, restore: () => undefined, unkeepable: () => fileChosen });
  const chosen = templates.data?.find((entry) => entry.id === (chosenId ?? templates.data?.[0]?.id));

  let body;
  if (templates.error) body = <LoadFailure error={templates.error} title={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void templates.mutate()} headingLevel={2} />;
  else if (!templates.data) body = <PageLoading text={t('loading')} />;
  else if (!chosen) body = <ResultPage illustration="noContent" headingLevel={2} title={t('empty')} description={t('emptyHint')} />;
  else {
    body = (
      <>
        <div className="fd-data-import__field">
          <span id={labelId}>{t('template')}</span>
          <ChoiceSelect
            labelledBy={labelId}
            className="fd-data-import__select"
            value={chosen.id}
            options={templates.data.map((entry) => ({ value: entry.id, label: entry.name }))}
            onChange={(id) => {
              setChosenId(id);
              setFileChosen(false);
            }}
          />
        </div>
        {/* a new panel per template: a file chosen for one is not imported into another */}
        <ImportPanel key={chosen.id} template={chosen} locale={normalizeLocale(i18n.language)} source={source} onFileChange={(file) => setFileChosen(Boolean(file))} />
      </>
    );
  }
  return (
    <section className="fd-data-import" aria-labelledby="fd-data-import-title">
      <h1 id="fd-data-import-title">{title ?? t('title')}</h1>
      {body}
    </section>
  );
}
