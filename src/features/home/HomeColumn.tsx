// A column of the home page by alias: hidden without display rights or data, red text when the batched
// definition call failed, else the column itself.
import { useTranslation } from 'react-i18next';
import { Spin } from '@douyinfe/semi-ui-19';
import { PartBoundary } from '../../components/PartBoundary';
import { ColumnError } from './ColumnStates';
import { ColumnView } from './ColumnView';
import { isDrawn, useColumnDefinition } from './useColumnDefinition';

interface HomeColumnProps {
  alias: string;
  bare?: boolean;
}

/** Each column fails alone: a template or data that makes it throw leaves the other columns working. */
export function HomeColumn(props: HomeColumnProps) {
  return (
    <PartBoundary name={props.alias}>
      <HomeColumnBody {...props} />
    </PartBoundary>
  );
}

function HomeColumnBody({ alias, bare = false }: HomeColumnProps) {
  const { t } = useTranslation('home');
  const { data: definition, error, isLoading } = useColumnDefinition(alias);
  if (isLoading) {
    return (
      <div className="fd-column fd-column-loading" role="status" aria-label={t('columnLoading', { alias })}>
        <Spin size="small" />
      </div>
    );
  }
  if (error) {
    return (
      <section className="fd-column" aria-label={alias}>
        <ColumnError>{t('columnFailed', { alias, message: error instanceof Error ? error.message : String(error) })}</ColumnError>
      </section>
    );
  }
  if (!definition || !isDrawn(definition)) return null;
  return <ColumnView definition={definition} bare={bare} deferred />;
}
