// Sub-tables as editable tables: one row per item, one column per item property, add / copy / delete buttons
// governed by ui:options { add, del, copy } (the table permission map: copy needs add, delete needs del).
import { useContext, useMemo } from 'react';
import {
  getUiOptions,
  type ArrayFieldItemTemplateProps,
  type ArrayFieldTemplateProps,
  type RJSFSchema,
  type UiSchema,
} from '@rjsf/utils';
import { Button } from '@douyinfe/semi-ui-19';
import { IconCopy, IconDelete, IconPlus } from '@douyinfe/semi-icons';
import { labelId, translatorOf } from '../context';
import { SubTableContext, TablePlacementContext, type SubTablePermissions } from './tableContext';

interface Column {
  name: string;
  title: string;
}

function columnsOf(itemSchema: RJSFSchema, itemUiSchema: UiSchema | undefined, fallbackTitle: string): Column[] {
  if (itemSchema.type !== 'object' || !itemSchema.properties) return [{ name: '', title: itemSchema.title ?? fallbackTitle }];
  const order = Array.isArray(itemUiSchema?.['ui:order']) ? (itemUiSchema['ui:order'] as string[]) : [];
  const names = Object.keys(itemSchema.properties);
  const ordered = [...order.filter((name) => names.includes(name)), ...names.filter((name) => !order.includes(name))];
  return ordered
    .filter((name) => getUiOptions(itemUiSchema?.[name]).widget !== 'hidden')
    .map((name) => {
      const property = itemSchema.properties?.[name];
      const uiTitle = getUiOptions(itemUiSchema?.[name]).title;
      const schemaTitle = typeof property === 'object' ? property.title : undefined;
      return { name, title: uiTitle ?? schemaTitle ?? name };
    });
}

export function permissionsOf(uiSchema: UiSchema | undefined, editable: boolean): SubTablePermissions {
  const options = getUiOptions(uiSchema);
  const add = editable && options.add !== false && options.addable !== false;
  return { add, del: editable && options.del !== false && options.removable !== false, copy: add && options.copy !== false };
}

export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { items, canAdd, onAddClick, title, schema, uiSchema, registry, fieldPathId, readonly, disabled, required, rawErrors } = props;
  const t = translatorOf(registry);
  const id = fieldPathId.$id;
  const itemSchema = useMemo(
    () => registry.schemaUtils.retrieveSchema((typeof schema.items === 'object' && !Array.isArray(schema.items) ? schema.items : {}) as RJSFSchema),
    [registry.schemaUtils, schema.items],
  );
  const columns = columnsOf(itemSchema, uiSchema?.items as UiSchema | undefined, title);
  const permissions = permissionsOf(uiSchema, !readonly && !disabled);
  const hasActions = permissions.del || (permissions.copy && canAdd === true);
  const invalid = (rawErrors?.length ?? 0) > 0;
  return (
    <SubTableContext.Provider value={{ ...permissions, copy: permissions.copy && canAdd === true }}>
      <section id={id} className="fd-rjsf-subtable" aria-labelledby={labelId(id)}>
        <div className="fd-rjsf-subtable-header">
          <h3 id={labelId(id)} className={invalid ? 'fd-rjsf-label fd-rjsf-label--error' : 'fd-rjsf-label'}>
            {required ? (
              <span className="fd-rjsf-required" aria-hidden="true">
                *{' '}
              </span>
            ) : null}
            {title}
          </h3>
          {permissions.add && canAdd ? (
            <Button icon={<IconPlus />} onClick={onAddClick} aria-label={`${t('table.add')} ${title}`.trim()}>
              {t('table.add')}
            </Button>
          ) : null}
        </div>
        <div className="fd-rjsf-subtable-scroll">
          <table className="fd-rjsf-table" aria-labelledby={labelId(id)}>
            <thead>
              <tr>
                <th scope="col">{t('table.index')}</th>
                {columns.map((column) => (
                  <th key={column.name} scope="col">
                    {column.title}
                  </th>
                ))}
                {hasActions ? <th scope="col">{t('table.actions')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {items.length > 0 ? (
                items
              ) : (
                <tr>
                  <td colSpan={columns.length + (hasActions ? 2 : 1)} className="fd-rjsf-muted">
                    {t('table.empty')}
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      </section>
    </SubTableContext.Provider>
  );
}

export function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, index, buttonsProps, schema, registry } = props;
  const permissions = useContext(SubTableContext);
  const t = translatorOf(registry);
  const row = index + 1;
  const showDelete = Boolean(permissions?.del) && buttonsProps.hasRemove;
  const showCopy = Boolean(permissions?.copy);
  const hasActions = Boolean(permissions?.del || permissions?.copy);
  const placement = useMemo(() => ({ level: schema.type === 'object' ? ('rowObject' as const) : ('cell' as const), row }), [schema.type, row]);
  return (
    <tr>
      <td className="fd-rjsf-row-index">{row}</td>
      <TablePlacementContext.Provider value={placement}>{children}</TablePlacementContext.Provider>
      {hasActions ? (
        <td className="fd-rjsf-row-actions">
          {showCopy ? (
            <Button theme="borderless" size="small" icon={<IconCopy />} aria-label={t('table.copyRow', { row })} onClick={buttonsProps.onCopyItem}>
              {t('table.copy')}
            </Button>
          ) : null}
          {showDelete ? (
            <Button
              theme="borderless"
              type="danger"
              size="small"
              icon={<IconDelete />}
              aria-label={t('table.deleteRow', { row })}
              onClick={buttonsProps.onRemoveItem}
            >
              {t('table.delete')}
            </Button>
          ) : null}
        </td>
      ) : null}
    </tr>
  );
}
