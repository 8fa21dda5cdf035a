// The frame of an administration list page: its heading with the add button, and the engine's SearchList in the
// page's language. `useListVersion` gives the value that makes the list search again after a change.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@douyinfe/semi-ui-19';
import { normalizeLocale, SearchList, type SearchListProps } from '../../../renderers';
import './administration.css';

type ListProps = Omit<SearchListProps, 'locale' | 'paging' | 'pageSize'> & { paging?: SearchListProps['paging']; pageSize?: number };

export function AdminList({ title, addLabel, onAdd, list, children }: { title: string; addLabel: string; onAdd(): void; list: ListProps; children?: React.ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <div className="fd-admin">
      <div className="fd-admin__heading">
        <h2>{title}</h2>
        <Button theme="solid" type="primary" onClick={onAdd}>
          {addLabel}
        </Button>
      </div>
      <SearchList paging="server" pageSize={20} {...list} locale={normalizeLocale(i18n.language)} />
      {children}
    </div>
  );
}

/** A number that changes after each save, for a fetchPage's dependencies; and the function that changes it. */
export function useListVersion(): [number, () => void] {
  const [version, setVersion] = useState(0);
  return [version, () => setVersion((value) => value + 1)];
}
