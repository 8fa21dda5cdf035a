// A searchable list of things to open: a search box filtering a list of buttons (no combobox widget, whose
// active-descendant bookkeeping axe refuses in Semi's Select). Each match shows its label and, if any, a detail.
import { useId, useState } from 'react';
import { Input } from '@douyinfe/semi-ui-19';

export interface SearchItem {
  readonly key: string;
  readonly label: string;
  readonly detail?: string;
}

export interface SearchListProps {
  label: string;
  /** said when nothing matches */
  empty: string;
  items: readonly SearchItem[];
  onPick(key: string): void;
}

export function SearchList({ label, empty, items, onPick }: SearchListProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const matches = items.filter((item) => words.every((word) => `${item.label} ${item.detail ?? ''}`.toLowerCase().includes(word)));
  return (
    <div className="fd-studio__source">
      <label htmlFor={id}>{label}</label>
      <Input id={id} type="search" className="fd-studio__search" value={query} onChange={setQuery} aria-controls={`${id}-list`} />
      <ul id={`${id}-list`} className="fd-studio__search-list" aria-label={label}>
        {matches.map((item) => (
          <li key={item.key}>
            <button type="button" onClick={() => onPick(item.key)}>
              <span>{item.label}</span>
              {item.detail ? <span className="fd-studio__hint"> {item.detail}</span> : null}
            </button>
          </li>
        ))}
      </ul>
      {matches.length === 0 ? <p className="fd-studio__hint">{empty}</p> : null}
    </div>
  );
}
