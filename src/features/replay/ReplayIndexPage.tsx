// /replay — the bundled fixtures by kind, and a tester's own fixture file opened from disk.
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { listFixtures } from './fixtures';
import { ReplayLayout } from './ReplayLayout';
import { ReplayView } from './ReplayView';
import { parseFixtureFile, type ParsedFixtureFile } from './parseFixtureFile';

const MAX_FILE_BYTES = 2 * 1024 * 1024;

export default function ReplayIndexPage() {
  const { t } = useTranslation('replay');
  const inputId = useId();
  const [opened, setOpened] = useState<(ParsedFixtureFile & { fileName: string }) | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const fixtures = listFixtures();
  const kinds = [...new Set(fixtures.map((fixture) => fixture.kind))];

  useEffect(() => {
    document.title = t('indexTitle');
  }, [t]);

  const open = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setOpened(null);
    setProblem(null);
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      setProblem(t('fileTooLarge', { max: '2 MB' }));
      return;
    }
    const parsed = parseFixtureFile(await file.text());
    if ('error' in parsed) setProblem(t(parsed.error, parsed.params));
    else setOpened({ ...parsed, fileName: file.name });
  };

  return (
    <ReplayLayout title={t('indexTitle')} showIndexLink={false}>
      <section aria-labelledby={`${inputId}-heading`} className="fd-replay__section">
        <h2 id={`${inputId}-heading`}>{t('openFileHeading')}</h2>
        <p>{t('openFileHint')}</p>
        <label htmlFor={inputId} className="fd-replay__file-label">
          {t('openFileLabel')}
        </label>
        <input id={inputId} type="file" accept="application/json,.json" onChange={(event) => void open(event)} />
        {problem ? (
          <p className="fd-replay__error" role="alert">
            {problem}
          </p>
        ) : null}
        {opened ? (
          <div className="fd-replay__opened">
            <h3>{t('openedFile', { name: opened.fileName })}</h3>
            <ReplayView kind={opened.kind} definition={opened.definition} answers={opened.answers} source={opened.fileName} />
          </div>
        ) : null}
      </section>
      {kinds.map((kind) => (
        <section key={kind} aria-labelledby={`${inputId}-${kind}`} className="fd-replay__section">
          <h2 id={`${inputId}-${kind}`}>{t('kindHeading', { kind })}</h2>
          <ul className="fd-replay__list">
            {fixtures
              .filter((fixture) => fixture.kind === kind)
              .map((fixture) => (
                <li key={fixture.name}>
                  <Link to={`/replay/${fixture.kind}/${fixture.name}`}>{fixture.name}</Link>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </ReplayLayout>
  );
}
