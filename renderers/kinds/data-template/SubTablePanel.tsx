// The sub-tables of the selected record, each paged by the server (getSubDataPagination), below the list.
import { useEffect, useMemo, useState } from 'react';
import { TabPane, Tabs } from '@douyinfe/semi-ui-19';
import { cellText, type ListPage, type ListRow } from '../../list/columns';
import { ListTable } from '../../list/ListTable';
import type { Locale } from '../../messages';
import type { DataTemplateModel } from './adapter';
import { formatDataTemplateMessage } from './messages';
import type { DataTemplateSource, SubEntity } from './source';

export const SUB_PAGE_SIZE = 5;

interface SubTablePanelProps {
  model: DataTemplateModel;
  locale: Locale;
  source: DataTemplateSource;
  record: ListRow;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

function SubTable({ model, locale, source, record, entity, recordLabel }: SubTablePanelProps & { entity: SubEntity; recordLabel: string }) {
  const id = String(record[model.pkField]);
  const [paging, setPaging] = useState({ page: 1, pageSize: SUB_PAGE_SIZE });
  const [page, setPage] = useState<ListPage | null>(null);
  const [error, setError] = useState<string>();
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    let current = true;
    setLoading(true);
    setError(undefined);
    source.subRows({ templateId: model.id, id, subEntName: entity.name, ...paging }).then(
      (answer) => current && setPage(answer),
      (failure: unknown) => current && setError(errorText(failure)),
    ).finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [source, model.id, id, entity.name, paging]);

  // Choices show their labels, as in the form.
  const rows = useMemo(
    () =>
      (page?.rows ?? []).map((row) => {
        const shown: Record<string, unknown> = { ...row };
        for (const attribute of entity.attributes) {
          const option = attribute.options?.find((candidate) => String(candidate.value) === String(row[attribute.name]));
          if (option) shown[attribute.name] = option.label;
        }
        return shown;
      }),
    [page, entity.attributes],
  );
  const columns = useMemo(() => entity.attributes.map((attribute) => ({ field: attribute.name, title: attribute.desc || attribute.name })), [entity.attributes]);

  return (
    <ListTable
      columns={columns}
      rows={rows}
      label={formatDataTemplateMessage('dt.subTableLabel', { table: entity.desc || entity.name, record: recordLabel }, locale)}
      locale={locale}
      loading={loading}
      error={error}
      onRetry={() => setPaging({ ...paging })}
      paging={page ? { page: page.page, pageSize: page.pageSize, total: page.total, pageSizes: [SUB_PAGE_SIZE, 10, 20] } : undefined}
      onPageChange={(next, pageSize) => setPaging({ page: pageSize === paging.pageSize ? next : 1, pageSize })}
    />
  );
}

/** Sub entities per source and form, asked once: every selection change shows the panel again. */
const entityCache = new WeakMap<DataTemplateSource, Map<string, Promise<SubEntity[]>>>();

function subEntitiesOf(source: DataTemplateSource, formKey: string): Promise<SubEntity[]> {
  let byForm = entityCache.get(source);
  if (!byForm) entityCache.set(source, (byForm = new Map()));
  let answer = byForm.get(formKey);
  if (!answer) {
    // A failed call is not kept: the next selection asks again.
    answer = source.subEntities(formKey).catch((failure: unknown) => {
      byForm.delete(formKey);
      throw failure;
    });
    byForm.set(formKey, answer);
  }
  return answer;
}

export function SubTablePanel(props: SubTablePanelProps) {
  const { model, locale, source, record } = props;
  const [entities, setEntities] = useState<SubEntity[]>([]);

  useEffect(() => {
    let current = true;
    // A form without sub-tables (or a failed call) simply shows no panel.
    subEntitiesOf(source, model.formKey).then(
      (answer) => current && setEntities(answer),
      () => current && setEntities([]),
    );
    return () => {
      current = false;
    };
  }, [source, model.formKey]);

  if (entities.length === 0) return null;
  const recordLabel = cellText(record[model.columns[0]?.field ?? model.pkField]) || String(record[model.pkField]);
  const heading = formatDataTemplateMessage('dt.subTables', { record: recordLabel }, locale);
  return (
    <section className="fd-dt-sub" aria-label={heading}>
      <h2 className="fd-dt-sub__title">{heading}</h2>
      {entities.length === 1 ? (
        <SubTable {...props} entity={entities[0]} recordLabel={recordLabel} />
      ) : (
        <Tabs type="line" keepDOM={false}>
          {entities.map((entity) => (
            <TabPane key={entity.name} itemKey={entity.name} tab={entity.desc || entity.name}>
              <SubTable {...props} entity={entity} recordLabel={recordLabel} />
            </TabPane>
          ))}
        </Tabs>
      )}
    </section>
  );
}
