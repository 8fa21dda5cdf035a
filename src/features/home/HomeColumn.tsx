// A column of the home page by alias: hidden without display rights or data (the layout preview draws its
// AbsentColumnContext notice instead of a column it has no definition of), red text when the batched
// definition call failed, else the column itself.
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { Spin } from '@douyinfe/semi-ui-19';
import { PartBoundary } from '../../components/PartBoundary';
import { ColumnError } from './ColumnStates';
import { ColumnView } from './ColumnView';
import { AbsentColumnContext, isDrawn, useColumnDefinition } from './useColumnDefinition';

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
  const absent = useContext(AbsentColumnContext);
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
  if (!definition) return absent ? absent(alias) : null;
  if (!isDrawn(definition)) return null;
  return <ColumnView definition={definition} bare={bare} deferred />;
}
