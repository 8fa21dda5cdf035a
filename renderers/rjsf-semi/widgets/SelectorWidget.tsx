// User, organization and custom-dialog selectors: a button opens the dialog through
// formContext.selectors.open(kind, options); the selection shows as removable tags. The value is an array of
// {id, name} (its JSON text when the schema type is string); a plain text value is the family's comma-joined
// names (valueShapes.ts; the form kind turns names and bound ids into the JSON text, see familyValues.ts).
import { useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { Button, Tag } from '@douyinfe/semi-ui-19';
import { IconClose } from '@douyinfe/semi-icons';
import { formContextOf, labelId, translatorOf, type SelectedItem, type SelectorKind } from '../context';
import { controlAria, memoWidget, readJsonArray, writeJsonArray } from './shared';
import { readSelection } from '../valueShapes';

function makeSelectorWidget(kind: SelectorKind) {
  function SelectorControl(props: WidgetProps) {
    const { id, value, readonly, disabled, onChange, options, schema, registry } = props;
    const t = translatorOf(registry);
    const { selectors } = formContextOf(registry);
    const selected = typeof value === 'string' && !value.trimStart().startsWith('[') ? readSelection(value, '') : readJsonArray<SelectedItem>(value);
    const [opening, setOpening] = useState(false);
    const [message, setMessage] = useState('');
    const editable = !readonly && !disabled;
    const multiple = options.multiple !== false && schema.type !== 'object';

    async function choose() {
      if (!selectors) {
        setMessage(t('selector.unavailable'));
        return;
      }
      setMessage('');
      setOpening(true);
      try {
        const chosen = await selectors.open(kind, { multiple, selected, config: options.selector });
        if (chosen) onChange(writeJsonArray(multiple ? chosen : chosen.slice(0, 1), schema.type));
      } catch {
        setMessage(t('selector.unavailable'));
      } finally {
        setOpening(false);
      }
    }

    const aria = controlAria(props);
    const messageId = `${id}__selector-message`;
    return (
      <div className="fd-rjsf-selector">
        <ul className="fd-rjsf-tags" aria-labelledby={labelId(id)}>
          {selected.length === 0 ? (
            <li className="fd-rjsf-muted">{t('selector.empty')}</li>
          ) : (
            selected.map((item) => (
              <li key={item.id}>
                <Tag size="large" color="blue">
                  {item.name}
                  {editable ? (
                    <button
                      type="button"
                      className="fd-rjsf-tag-remove"
                      aria-label={t('selector.remove', { name: item.name })}
                      onClick={() => onChange(writeJsonArray(selected.filter((other) => other.id !== item.id), schema.type))}
                    >
                      <IconClose size="small" aria-hidden="true" />
                    </button>
                  ) : null}
                </Tag>
              </li>
            ))
          )}
        </ul>
        {editable ? (
          <Button
            id={id}
            loading={opening}
            onClick={() => void choose()}
            aria-labelledby={`${id}__button-text ${labelId(id)}`}
            aria-invalid={aria['aria-invalid']}
            aria-describedby={[aria['aria-describedby'], message ? messageId : ''].filter(Boolean).join(' ') || undefined}
          >
            <span id={`${id}__button-text`}>{t(`selector.${kind}`)}</span>
          </Button>
        ) : null}
        <div id={messageId} role="alert" className="fd-rjsf-upload-message">
          {message}
        </div>
      </div>
    );
  }
  return memoWidget(SelectorControl);
}

export const UserSelectorWidget = makeSelectorWidget('user');
export const OrgSelectorWidget = makeSelectorWidget('org');
export const CustomDialogWidget = makeSelectorWidget('customDialog');
