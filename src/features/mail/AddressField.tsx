// A list of addresses typed freely (separated by commas) with completion of the address being typed from the
// caller's contacts and the portal's users (GET …/getMailAndUserData): choosing one (click, or arrows and
// Enter) puts its address in place of what was typed and leaves room for the next. An ARIA 1.2 combobox of our
// own: Semi's AutoComplete puts popup attributes on a plain div, which axe refuses.
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { Input } from '@douyinfe/semi-ui-19';
import { searchAddresses, type AddressSuggestion } from '../../api/mail';
import type { FieldControlIds } from '../personal/flowSettings/FormParts';

/** Wait this long after the last keystroke before asking the server. */
export const COMPLETION_DELAY_MS = 250;

/** The text before the address being typed (kept as typed) and that address. */
export function splitLastAddress(text: string): { before: string; typing: string } {
  const cut = Math.max(text.lastIndexOf(','), text.lastIndexOf(';'), text.lastIndexOf('，'), text.lastIndexOf('；'));
  return { before: cut < 0 ? '' : `${text.slice(0, cut + 1).trimEnd()} `, typing: text.slice(cut + 1).trim() };
}

const labelOf = (suggestion: AddressSuggestion) => `${suggestion.linkName} <${suggestion.mailId}>${suggestion.orgName ? ` · ${suggestion.orgName}` : ''}`;

export interface AddressFieldProps {
  control: FieldControlIds;
  value: string;
  onChange: (value: string) => void;
}

export function AddressField({ control, value, onChange }: AddressFieldProps) {
  const listId = useId();
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([]);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const { before, typing } = splitLastAddress(value);

  useEffect(() => {
    if (!typing) {
      setSuggestions([]);
      return;
    }
    let current = true;
    const timer = window.setTimeout(() => {
      void searchAddresses(typing, { quiet: true, allowDuplicate: true }).then((answer) => {
        if (!current) return;
        setSuggestions(answer.ok && Array.isArray(answer.data) ? answer.data : []);
        setActive(-1);
      });
    }, COMPLETION_DELAY_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [typing]);

  const expanded = open && suggestions.length > 0;
  const choose = (suggestion: AddressSuggestion) => {
    onChange(`${before}${suggestion.mailId}, `);
    setSuggestions([]);
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!expanded) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      choose(suggestions[active]);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <div className="fd-mail__address">
      <Input
        {...control}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        value={value}
        onChange={(text) => {
          onChange(text);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <ul id={listId} role="listbox" className="fd-mail__suggestions" hidden={!expanded}>
        {suggestions.map((suggestion, index) => (
          <li
            key={`${suggestion.source}-${suggestion.id}`}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // mousedown, so that the choice lands before the input's blur closes the list
            onMouseDown={(event) => {
              event.preventDefault();
              choose(suggestion);
            }}
          >
            {labelOf(suggestion)}
          </li>
        ))}
      </ul>
    </div>
  );
}
