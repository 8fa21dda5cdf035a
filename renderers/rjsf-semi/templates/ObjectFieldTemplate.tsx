// Objects lay their properties out on a grid (ui:options.columns, default 1). Inside a sub-table row the item
// object renders only its properties, each as a cell.
import { useContext, type CSSProperties } from 'react';
import { getUiOptions, type ObjectFieldTemplateProps } from '@rjsf/utils';
import { TablePlacementContext } from './tableContext';

export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { title, description, properties, uiSchema, fieldPathId, registry, schema } = props;
  const placement = useContext(TablePlacementContext);
  if (placement?.level === 'rowObject') {
    return (
      <>
        {properties.map((property) => (
          <TablePlacementContext.Provider key={property.name} value={{ level: 'cell', row: placement.row }}>
            {property.content}
          </TablePlacementContext.Provider>
        ))}
      </>
    );
  }
  const options = getUiOptions(uiSchema, registry.globalUiOptions);
  const columns = typeof options.columns === 'number' && options.columns > 0 ? Math.floor(options.columns) : 1;
  const grid: CSSProperties = { display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, columnGap: 24 };
  const isRoot = fieldPathId.path.length === 0;
  const heading = options.title ?? title ?? schema.title;
  const body = (
    <>
      {description ? <div className="fd-rjsf-description">{description}</div> : null}
      <div className="fd-rjsf-grid" style={grid}>
        {properties.map((property) => (property.hidden ? <div key={property.name} hidden>{property.content}</div> : <div key={property.name}>{property.content}</div>))}
      </div>
    </>
  );
  if (isRoot && !heading) return <div id={fieldPathId.$id}>{body}</div>;
  return (
    <fieldset id={fieldPathId.$id} className="fd-rjsf-object">
      {heading ? <legend className="fd-rjsf-legend">{heading}</legend> : null}
      {body}
    </fieldset>
  );
}
