// /replay/:kind/:name — a bundled fixture's definition rendered with its recorded answers, no server; :kind is its folder.
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ResultPage } from '../../components/ResultPage';
import { loadFixture, type LoadedFixture } from './fixtures';
import { ReplayLayout } from './ReplayLayout';
import { ReplayView } from './ReplayView';

/** A bundled fixture without its `kind` is replayed as the kind of its folder (the page says so). */
const carriesKind = (definition: unknown) => typeof definition === 'object' && definition !== null && typeof (definition as { kind?: unknown }).kind === 'string';

type State = { status: 'loading' } | { status: 'missing' } | { status: 'failed'; message: string } | { status: 'ready'; fixture: LoadedFixture };

export default function ReplayPage() {
  const { t } = useTranslation('replay');
  const { kind = '', name = '' } = useParams();
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    loadFixture({ kind, name }).then(
      (fixture) => current && setState(fixture ? { status: 'ready', fixture } : { status: 'missing' }),
      (error: unknown) => current && setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [kind, name]);

  useEffect(() => {
    document.title = t('pageTitle', { name: `${kind}/${name}` });
  }, [t, kind, name]);

  const title = t('fixtureTitle', { kind, name });
  if (state.status === 'missing') {
    return <ResultPage illustration="notFound" title={t('missing', { kind, name })} link={{ to: '/replay', label: t('allFixtures') }} />;
  }
  return (
    <ReplayLayout title={title}>
      {state.status === 'loading' ? (
        <p role="status">{t('loading')}</p>
      ) : state.status === 'failed' ? (
        <p role="alert">{t('loadFailed', { message: state.message })}</p>
      ) : (
        <>
          {carriesKind(state.fixture.definition) ? null : <p role="status">{t('inferredKindFolder', { kind })}</p>}
          <ReplayView kind={kind} definition={state.fixture.definition} answers={state.fixture.answers} source={`fixtures/${kind}/${name}.json`} />
        </>
      )}
    </ReplayLayout>
  );
}
