// Controls fed by the host's data services (formContext.dataServices, docs/form-data-services.md): dictionary,
// system type and tag choices in a Semi Select, and the serial number, which the server gives when the process
// starts. Each control loads its own choices and shows its own loading and failure (with a retry): a service
// that fails fails that control alone. The value is the chosen entry's key (tags: their ids, comma-joined
// when several may be chosen).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { IconChevronDown } from '@douyinfe/semi-icons';
import { Button, Input, Select } from '@douyinfe/semi-ui-19';
import { formContextOf, localeOf, translatorFor, translatorOf, type ChoiceService, type ServiceChoice } from '../context';
import { joinKeys, splitKeys } from '../valueShapes';
import { controlAria, hasErrors, memoWidget, useValidPopupReferences } from './shared';

type ChoicesState = { status: 'loading' } | { status: 'ready'; choices: ServiceChoice[] } | { status: 'failed'; message: string };

/** The choices of one service and key, loaded when the control mounts and again on retry. */
function useServiceChoices(props: WidgetProps, service: ChoiceService): { state: ChoicesState; retry: () => void } {
  const { dataServices } = formContextOf(props.registry);
  const key = typeof props.options.serviceKey === 'string' ? props.options.serviceKey : undefined;
  // The language, not a translator: the effect must re-run only when what it asks for changes (a dependency
  // that changed on every render made load → render → load loop, React's error #185 on the task page).
  const locale = localeOf(props.registry);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ChoicesState>({ status: 'loading' });
  useEffect(() => {
    const t = translatorFor(locale);
    if (!dataServices) {
      setState({ status: 'failed', message: t('service.unavailable') });
      return undefined;
    }
    let current = true;
    setState({ status: 'loading' });
    dataServices.choices(service, key).then(
      (choices) => current && setState({ status: 'ready', choices }),
      (error: unknown) => current && setState({ status: 'failed', message: error instanceof Error && error.message ? error.message : t('service.unavailable') }),
    );
    return () => {
      current = false;
    };
  }, [dataServices, service, key, attempt, locale]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, retry };
}

function makeServiceChoiceWidget(service: ChoiceService) {
  function ServiceChoiceControl(props: WidgetProps) {
    const { id, value, readonly, disabled, autofocus, placeholder, onChange, onBlur, onFocus, registry, options } = props;
    const t = translatorOf(registry);
    const { state, retry } = useServiceChoices(props, service);
    const wrapper = useRef<HTMLDivElement>(null);
    useValidPopupReferences(wrapper, '[role="combobox"]');
    const multiple = options.multiple === true;
    const selected = splitKeys(value);
    const statusId = `${id}__service-status`;
    const aria = controlAria(props, true);
    const describedBy = [aria['aria-describedby'], state.status === 'ready' ? '' : statusId].filter(Boolean).join(' ') || undefined;
    const choices = state.status === 'ready' ? state.choices : [];
    // A stored key the service no longer lists is still shown (as its key), never dropped silently.
    const optionList = [
      ...choices.map((choice) => ({ value: choice.value, label: choice.label })),
      ...(state.status === 'ready' ? selected.filter((key) => !choices.some((choice) => choice.value === key)).map((key) => ({ value: key, label: key })) : []),
    ];
    return (
      <div ref={wrapper} className="fd-rjsf-service" aria-busy={state.status === 'loading' || undefined}>
        <Select
          arrowIcon={<IconChevronDown aria-hidden="true" />}
          id={id}
          style={{ width: '100%' }}
          multiple={multiple}
          filter
          loading={state.status === 'loading'}
          value={state.status === 'ready' ? (multiple ? selected : selected[0]) : undefined}
          optionList={optionList}
          emptyContent={t('service.empty')}
          disabled={disabled || readonly || state.status !== 'ready'}
          autoFocus={autofocus}
          showClear={!props.required && !readonly && !disabled}
          placeholder={state.status === 'ready' ? placeholder || t('select.placeholder') : selected.join(', ') || placeholder || t('select.placeholder')}
          validateStatus={hasErrors(props) ? 'error' : 'default'}
          onChange={(next) => onChange(joinKeys(Array.isArray(next) ? next : next === undefined || next === null ? [] : [next]))}
          onBlur={() => onBlur(id, value)}
          onFocus={() => onFocus(id, value)}
          {...aria}
          aria-describedby={describedBy}
        />
        {state.status === 'loading' ? (
          <div id={statusId} className="fd-rjsf-muted" role="status">
            {t('service.loading')}
          </div>
        ) : null}
        {state.status === 'failed' ? (
          <div className="fd-rjsf-service__failure">
            <span id={statusId} role="alert" className="fd-rjsf-upload-message">
              {t('service.failed', { message: state.message })}
            </span>
            <Button size="small" onClick={retry}>
              {t('service.retry')}
            </Button>
          </div>
        ) : null}
      </div>
    );
  }
  return memoWidget(ServiceChoiceControl);
}

export const DictionaryWidget = makeServiceChoiceWidget('dictionary');
export const SysTypeWidget = makeServiceChoiceWidget('sysType');
export const TagWidget = makeServiceChoiceWidget('tag');

/** The serial number: never typed, never taken on open (numbers would be burned); the server stores it at the start. */
function SerialNumberControl(props: WidgetProps) {
  const { id, value, registry } = props;
  const t = translatorOf(registry);
  const text = typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
  return <Input id={id} value={text} readonly placeholder={t('serialNumber.pending')} {...controlAria(props, true)} />;
}

export const SerialNumberWidget = memoWidget(SerialNumberControl);
