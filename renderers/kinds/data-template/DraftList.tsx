// The user's drafts of one template: open one in the form, or delete the selected ones.
import { useCallback, useEffect, useState } from 'react';
import { Button, Toast } from '@douyinfe/semi-ui-19';
import type { ListPage } from '../../list/columns';
import { ListTable } from '../../list/ListTable';
import type { Locale } from '../../messages';
import { PAGE_SIZES, type DataTemplateModel } from './adapter';
import { formatDataTemplateMessage, type DataTemplateMessageKey } from './messages';
import type { TemplateScreen } from './screens';
import type { DataTemplateSource, DraftSummary } from './source';
import { confirmRemoval, TOAST_SECONDS } from './feedback';

interface DraftListProps {
  model: DataTemplateModel;
  locale: Locale;
  source: DataTemplateSource;
  navigate(screen: TemplateScreen, options: { newTab: boolean }): void;
  /** Opened alone (a data view): no way back to the list. */
  standalone?: boolean;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function DraftList({ model, locale, source, navigate, standalone }: DraftListProps) {
  const t = useCallback((key: DataTemplateMessageKey, params?: Record<string, string | number>) => formatDataTemplateMessage(key, params, locale), [locale]);
  const [paging, setPaging] = useState({ page: 1, pageSize: 10 });
  const [page, setPage] = useState<ListPage<DraftSummary> | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string>();
  const [selected, setSelected] = useState<string[]>([]);

  useEffect(() => {
    let current = true;
    setLoading(true);
    setError(undefined);
    source.listDrafts({ templateKey: model.alias, ...paging }).then(
      (answer) => {
        if (!current) return;
        setPage(answer);
        setSelected([]);
      },
      (failure: unknown) => current && setError(errorText(failure)),
    ).finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [source, model.alias, paging]);

  const open = () => {
    if (selected.length !== 1) {
      Toast.warning({ content: t(selected.length === 0 ? 'dt.selectAtLeastOne' : 'dt.selectOne'), duration: 3 });
      return;
    }
    navigate({ kind: 'form', action: 'add', draftId: selected[0] }, { newTab: false });
  };
  const remove = () => {
    if (selected.length === 0) {
      Toast.warning({ content: t('dt.selectAtLeastOne'), duration: 3 });
      return;
    }
    const ids = [...selected];
    confirmRemoval(
      { title: t('dt.draftRemove'), content: t('dt.confirmRemoveDraft', { count: ids.length }), confirm: t('dt.confirm'), cancel: t('dt.cancel') },
      async () => {
        try {
          Toast.success({ content: (await source.removeDrafts(ids)).message || t('dt.done'), duration: TOAST_SECONDS });
          setPaging((current) => ({ ...current }));
        } catch (failure) {
          Toast.error({ content: errorText(failure), duration: 3 });
        }
      },
    );
  };

  const title = t('dt.draftsTitle', { name: model.name });
  return (
    <section className="fd-dt-drafts" aria-label={title}>
      <div className="fd-dt-form__header">
        <h2 className="fd-dt-form__title">{title}</h2>
        <div className="fd-dt-toolbar" role="toolbar" aria-label={title}>
          <Button theme="solid" type="primary" onClick={open}>
            {t('dt.draftLoad')}
          </Button>
          <Button type="tertiary" onClick={remove}>
            {t('dt.draftRemove')}
          </Button>
          {standalone ? null : <Button onClick={() => navigate({ kind: 'list' }, { newTab: false })}>{t('dt.back')}</Button>}
        </div>
      </div>
      <ListTable
        columns={[
          { field: 'subject', title: t('dt.draftSubject'), width: 320 },
          { field: 'updateTime', title: t('dt.draftUpdated'), width: 200 },
        ]}
        rows={page?.rows ?? []}
        label={title}
        locale={locale}
        loading={loading}
        error={error}
        onRetry={() => setPaging({ ...paging })}
        paging={page ? { page: page.page, pageSize: page.pageSize, total: page.total, pageSizes: PAGE_SIZES } : undefined}
        onPageChange={(next, pageSize) => setPaging({ page: pageSize === paging.pageSize ? next : 1, pageSize })}
        selection={{ mode: 'multiple', selectedKeys: selected, onChange: (keys) => setSelected(keys) }}
        keyField="id"
      />
    </section>
  );
}
