// The search panel of a list: one labelled control per condition (text, number, date, radio, select, tags;
// BETWEEN conditions get a from and a to control), a search and a reset button. Enter in a text box searches.
// Controlled: the page keeps the values and decides when to query.
import { lazy, Suspense, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { IconChevronDown } from '@douyinfe/semi-icons';
import { Button, Input, Radio, RadioGroup, Select } from '@douyinfe/semi-ui-19';
import type { Locale } from '../messages';
import { useValidPopupReferences } from '../rjsf-semi/widgets/shared';
import type { ConditionValue, ConditionValues, ListCondition } from './conditions';
import { asList, asText, type ControlProps } from './controls/shared';
import { formatListMessage } from './messages';
import './list.css';

export interface ConditionFormProps {
  conditions: readonly ListCondition[];
  values: ConditionValues;
  onChange(values: ConditionValues): void;
  /** Search with the current values (the form's submit: button or Enter). */
  onSearch(): void;
  /** Back to the defaults; without it there is no reset button. */
  onReset?(): void;
  locale: Locale;
  /** A search runs: the search button shows it (a new submit still searches, superseding it). */
  busy?: boolean;
  /** Accessible name of the search region (default: "search conditions"). */
  label?: string;
}

// The date picker (date-fns) and the tag input (drag and drop) weigh about 300 KB: loaded with the first
// form that has such a condition, so lists without them stay light.
const DateControl = lazy(() => import('./controls/DateControl'));
const FreeTagControl = lazy(() => import('./controls/FreeTagControl'));

/** While a lazy control loads: a disabled box in its place (the label still names it). */
const loadingControl = (id: string) => <Input id={id} disabled />;

function TextControl({ id, condition, value, onChange }: ControlProps) {
  return (
    <Input
      id={id}
      value={asText(value)}
      inputMode={condition.control === 'number' ? 'decimal' : undefined}
      onChange={(text) => onChange(text)}
      showClear
    />
  );
}

function RadioControl({ labelId, condition, value, onChange, locale }: ControlProps) {
  return (
    <div role="radiogroup" aria-labelledby={labelId}>
      <RadioGroup value={asText(value)} onChange={(event) => onChange(String(event.target.value) || undefined)}>
        <Radio value="">{formatListMessage('list.all', {}, locale)}</Radio>
        {condition.options?.map((option) => (
          <Radio key={option.value} value={option.value}>
            {option.label}
          </Radio>
        ))}
      </RadioGroup>
    </div>
  );
}

function SelectControl({ id, labelId, condition, value, onChange, locale }: ControlProps) {
  const wrapper = useRef<HTMLDivElement>(null);
  useValidPopupReferences(wrapper, '[role="combobox"]');
  return (
    <div ref={wrapper}>
      <Select
        id={id}
        aria-labelledby={labelId}
        arrowIcon={<IconChevronDown aria-hidden="true" />}
        style={{ width: '100%' }}
        multiple={condition.multiple}
        showClear
        placeholder={formatListMessage('list.select', {}, locale)}
        optionList={condition.options?.map((option) => ({ value: option.value, label: option.label }))}
        value={condition.multiple ? asList(value) : asText(value) || undefined}
        onChange={(next) => onChange(Array.isArray(next) ? next.map(String) : next === undefined || next === '' ? undefined : String(next))}
      />
    </div>
  );
}

function TagControl(props: ControlProps) {
  // Tags with a fixed list of choices are a multiple select.
  return props.condition.options?.length ? (
    <SelectControl {...props} condition={{ ...props.condition, multiple: true }} />
  ) : (
    <Suspense fallback={loadingControl(props.id)}>
      <FreeTagControl {...props} />
    </Suspense>
  );
}

function controlFor(props: ControlProps): ReactNode {
  switch (props.condition.control) {
    case 'date':
      return (
        <Suspense fallback={loadingControl(props.id)}>
          <DateControl {...props} />
        </Suspense>
      );
    case 'radio':
      return <RadioControl {...props} />;
    case 'select':
      return <SelectControl {...props} />;
    case 'tag':
      return <TagControl {...props} />;
    default:
      return <TextControl {...props} />;
  }
}

/** Controls whose label can point at an input with htmlFor; the others are named with aria-labelledby. */
const LABELLED_BY_FOR = new Set(['text', 'number', 'date']);

function ConditionField({ condition, value, onChange, locale, idBase }: Omit<ControlProps, 'id' | 'labelId' | 'label'> & { idBase: string }) {
  if (condition.operation === 'BETWEEN') {
    const [from = '', to = ''] = typeof value === 'string' ? [value, ''] : (value ?? []);
    const part = (index: 0 | 1) => {
      const id = `${idBase}-${index === 0 ? 'from' : 'to'}`;
      const label = formatListMessage(index === 0 ? 'list.from' : 'list.to', { label: condition.label }, locale);
      const setPart = (next: ConditionValue | undefined) => {
        const range = [from, to];
        range[index] = asText(next);
        onChange(range.every((end) => end === '') ? undefined : range);
      };
      const single: ListCondition = { ...condition, operation: 'EQUAL', control: condition.control === 'date' ? 'date' : condition.control === 'number' ? 'number' : 'text' };
      return (
        <div className="fd-list-conditions__field" key={id}>
          <label htmlFor={id}>{label}</label>
          {controlFor({ id, labelId: `${id}-label`, label, condition: single, value: index === 0 ? from : to, onChange: setPart, locale })}
        </div>
      );
    };
    return (
      <>
        {part(0)}
        {part(1)}
      </>
    );
  }
  const id = idBase;
  const labelId = `${idBase}-label`;
  return (
    <div className="fd-list-conditions__field">
      {LABELLED_BY_FOR.has(condition.control) ? (
        <label id={labelId} htmlFor={id}>
          {condition.label}
        </label>
      ) : (
        <span id={labelId} className="fd-list-conditions__label">
          {condition.label}
        </span>
      )}
      {controlFor({ id, labelId, label: condition.label, condition, value, onChange, locale })}
    </div>
  );
}

export function ConditionForm({ conditions, values, onChange, onSearch, onReset, locale, busy, label }: ConditionFormProps) {
  const idBase = useId().replace(/:/g, '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <form className="fd-list-conditions" role="search" aria-label={label ?? formatListMessage('list.conditions', {}, locale)} onSubmit={submit} noValidate>
      <div className="fd-list-conditions__fields">
        {conditions.map((condition, index) => (
          <ConditionField
            key={condition.field}
            idBase={`${idBase}-c${index}`}
            condition={condition}
            value={values[condition.field]}
            locale={locale}
            onChange={(next) => onChange({ ...values, [condition.field]: next })}
          />
        ))}
      </div>
      <div className="fd-list-conditions__actions">
        <Button htmlType="submit" theme="solid" type="primary" loading={busy}>
          {formatListMessage('list.search', {}, locale)}
        </Button>
        {onReset ? (
          <Button htmlType="button" onClick={onReset} disabled={busy}>
            {formatListMessage('list.reset', {}, locale)}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
