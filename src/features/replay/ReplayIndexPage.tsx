// /replay — the bundled fixtures grouped by kind (titles from the definitions, a search box, open in replay or
// in the studio), and a tester's own fixture file opened from disk (read in the browser only; choosing the same
// file again after editing it reloads it).
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Banner, Button, Card, Empty, Input, Tag } from '@douyinfe/semi-ui-19';
import { IconEdit, IconSearch, IconUpload } from '@douyinfe/semi-icons';
import { appEngine } from '../../engine';
import { definitionTitle, listFixtures, loadFixtureDefinitions, studioPathOf } from './fixtures';
import { KindIcon } from './kindIcons';
import { ReplayLayout } from './ReplayLayout';
import { ReplayView } from './ReplayView';
import { parseFixtureFile, type ParsedFixtureFile } from './parseFixtureFile';

const MAX_FILE_BYTES = 2 * 1024 * 1024;

type OpenedFile = ParsedFixtureFile & { fileName: string; generation: number };

/** The folder of a file chosen within a folder ('fixtures/customQuery/x.json' → 'customQuery'), else undefined. */
function folderOf(file: File): string | undefined {
  const parts = (file.webkitRelativePath || '').split('/');
  return parts.length > 1 ? parts[parts.length - 2] : undefined;
}

export default function ReplayIndexPage() {
  const { t, i18n } = useTranslation('replay');
  const baseId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const generation = useRef(0);
  const [opened, setOpened] = useState<OpenedFile | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const [definitions, setDefinitions] = useState<Map<string, unknown> | null>(null);
  const fixtures = useMemo(() => listFixtures(), []);

  useEffect(() => {
    document.title = t('indexTitle');
  }, [t]);

  useEffect(() => {
    let current = true;
    // Without titles the list still works (file names); a failure only leaves them out.
    loadFixtureDefinitions().then(
      (loaded) => current && setDefinitions(loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);

  const rows = useMemo(() => {
    const needle = query.trim().toLowerCase();
    return fixtures
      .map((fixture) => ({ ...fixture, title: definitionTitle(definitions?.get(`${fixture.kind}/${fixture.name}`), i18n.language) }))
      .filter((row) => !needle || [row.kind, row.name, row.title].some((text) => text.toLowerCase().includes(needle)));
  }, [fixtures, definitions, query, i18n.language]);
  const kinds = [...new Set(rows.map((row) => row.kind))];

  const open = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    // Cleared at once, so choosing the same file again (after editing it) is a change and reloads it.
    input.value = '';
    setOpened(null);
    setProblem(null);
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      setProblem(t('fileTooLarge', { max: '2 MB' }));
      return;
    }
    const kinds = appEngine.kinds().map((kind) => appEngine.get(kind)!);
    const parsed = parseFixtureFile(await file.text(), { kinds, folder: folderOf(file), locale: i18n.language });
    generation.current += 1;
    if ('error' in parsed) setProblem(t(parsed.error, parsed.params));
    else setOpened({ ...parsed, fileName: file.name, generation: generation.current });
  };

  return (
    <ReplayLayout title={t('indexTitle')} showIndexLink={false}>
      <Card className="fd-replay__section" title={<h2 id={`${baseId}-file`}>{t('openFileHeading')}</h2>} aria-labelledby={`${baseId}-file`}>
        <p>{t('openFileHint')}</p>
        <input ref={inputRef} id={`${baseId}-input`} className="fd-replay__file-input" type="file" accept="application/json,.json" tabIndex={-1} aria-hidden="true" onChange={(event) => void open(event)} />
        <Button icon={<IconUpload />} theme="solid" onClick={() => inputRef.current?.click()}>
          {t('openFileLabel')}
        </Button>
        {problem ? (
          <div role="alert" className="fd-replay__error">
            <Banner type="danger" closeIcon={null} description={problem} />
          </div>
        ) : null}
        {opened ? (
          <div className="fd-replay__opened">
            <h3>{t('openedFile', { name: opened.fileName })}</h3>
            {opened.inferredFrom ? (
              <div role="status">
                <Banner type="info" closeIcon={null} description={t(opened.inferredFrom === 'folder' ? 'inferredKindFolder' : 'inferredKindShape', { kind: opened.kind })} />
              </div>
            ) : null}
            <ReplayView key={opened.generation} kind={opened.kind} definition={opened.definition} answers={opened.answers} source={opened.fileName} />
          </div>
        ) : null}
      </Card>

      <section aria-labelledby={`${baseId}-fixtures`} className="fd-replay__section">
        <div className="fd-replay__list-head">
          <h2 id={`${baseId}-fixtures`}>{t('fixturesHeading')}</h2>
          <Input
            className="fd-replay__search"
            prefix={<IconSearch />}
            placeholder={t('searchPlaceholder')}
            aria-label={t('searchLabel')}
            value={query}
            onChange={setQuery}
            showClear
          />
        </div>
        <p role="status" className="fd-replay__count">
          {t('fixtureCount', { count: rows.length })}
        </p>
        {rows.length === 0 ? <Empty description={t('noMatch', { query })} /> : null}
        {kinds.map((kind) => (
          <Card key={kind} className="fd-replay__kind" title={
            <h3 id={`${baseId}-${kind}`} className="fd-replay__kind-title">
              <KindIcon kind={kind} /> {t('kindHeading', { kind })}
            </h3>
          }>
            <ul className="fd-replay__list" aria-labelledby={`${baseId}-${kind}`}>
              {rows
                .filter((row) => row.kind === kind)
                .map((row) => (
                  <li key={row.name} className="fd-replay__row">
                    <Link to={`/replay/${row.kind}/${row.name}`} className="fd-replay__row-link">
                      <span className="fd-replay__row-title">{row.title || row.name}</span>
                      <code className="fd-replay__row-name">{row.name}</code>
                    </Link>
                    <Tag size="small" color="grey">{kind}</Tag>
                    <Link to={studioPathOf(row)} className="fd-replay__studio-link" aria-label={t('openInStudioOf', { name: row.title || row.name })}>
                      <IconEdit aria-hidden="true" /> {t('openInStudio')}
                    </Link>
                  </li>
                ))}
            </ul>
          </Card>
        ))}
      </section>
    </ReplayLayout>
  );
}
