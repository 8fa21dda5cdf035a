// Signed in: the server's definitions of a kind, searchable by alias and name (Flowdesk's list call); picking one
// opens it in the studio through its kind's own call (?kind=<kind>&alias=<alias>).
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { unwrap } from '../../api/http';
import { listServerDefinitions, SERVER_DEFINITION_KINDS, type ServerDefinitionKind } from '../../api/studio';
import { ChoiceSelect } from '../../components/ChoiceSelect';
import { SearchList } from './SearchList';

export function ServerSources({ onOpen }: { onOpen(kind: string, alias: string): void }) {
  const { t, i18n } = useTranslation('studio');
  const id = useId();
  const [kind, setKind] = useState<ServerDefinitionKind>('column');
  const { data, error, isLoading } = useSWR(['studio:definitions', kind, i18n.language] as const, () => unwrap(listServerDefinitions(kind, { quiet: true })), { revalidateOnFocus: false });
  return (
    <div className="fd-studio__source">
      <span id={`${id}-kind`}>{t('serverKind')}</span>
      <ChoiceSelect
        labelledBy={`${id}-kind`}
        className="fd-studio__select"
        value={kind}
        options={SERVER_DEFINITION_KINDS.map((option) => ({ value: option, label: option }))}
        onChange={(next) => setKind(next as ServerDefinitionKind)}
      />
      {error ? (
        <p className="fd-studio__error" role="alert">
          {t('serverFailed', { message: error instanceof Error ? error.message : String(error) })}
        </p>
      ) : isLoading || !data ? (
        <p role="status">{t('serverLoading')}</p>
      ) : (
        <SearchList label={t('serverSearch')} empty={t('serverNone')} items={data.map((entry) => ({ key: entry.alias, label: entry.alias, detail: entry.name }))} onPick={(alias) => onOpen(kind, alias)} />
      )}
    </div>
  );
}
