// Objects lay their properties out on a grid (ui:options.columns, default 1); big ones mount the first screen
// first (progressiveMount.ts); `ui:options.layout` groups them into tabs, collapse panels and grids
// (LayoutBlocks.tsx). Inside a sub-table row the item object renders only its properties, each as a cell.
import { useContext, useRef } from 'react';
import { getUiOptions, type ObjectFieldTemplatePropertyType, type ObjectFieldTemplateProps } from '@rjsf/utils';
import { LayoutBlocks, layoutOf } from './LayoutBlocks';
import { gridColumns, gridStyle } from './propertyGrid';
import { chunksOf, FIRST_ROWS, ROW_HEIGHT_PX, useProgressiveCount } from './progressiveMount';
import { TablePlacementContext } from './tableContext';


function renderProperty(property: ObjectFieldTemplatePropertyType) {
  return (
    <div key={property.name} hidden={property.hidden || undefined}>
      {property.content}
    </div>
  );
}

function PropertyGrid({ properties, columns }: { properties: ObjectFieldTemplatePropertyType[]; columns: number }) {
  const anchor = useRef<HTMLDivElement>(null);
  const mounted = useProgressiveCount(properties.length, columns, anchor);
  const grid = gridStyle(columns);
  if (properties.length <= FIRST_ROWS * columns) {
    return (
      <div ref={anchor} className="fd-rjsf-grid" style={grid}>
        {properties.map(renderProperty)}
      </div>
    );
  }
  // One grid per chunk (same columns, so they line up): off-screen chunks skip style, layout, paint and hit
  // tests (content-visibility), and the browser tracks a dozen chunks per frame rather than every field.
  return (
    <div ref={anchor}>
      {chunksOf(mounted, columns).map(({ start, end }) => (
        <div
          key={start}
          className="fd-rjsf-grid fd-rjsf-chunk"
          style={{ ...grid, containIntrinsicSize: `auto ${Math.ceil((end - start) / columns) * ROW_HEIGHT_PX}px` }}
        >
          {properties.slice(start, end).map(renderProperty)}
        </div>
      ))}
    </div>
  );
}

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
  const columns = gridColumns(options);
  const layout = layoutOf(options);
  const isRoot = fieldPathId.path.length === 0;
  const heading = options.title ?? title ?? schema.title;
  const body = (
    <>
      {description ? <div className="fd-rjsf-description">{description}</div> : null}
      {layout ? (
        <LayoutBlocks
          properties={properties}
          layout={layout}
          grid={(part, partColumns, key) => <PropertyGrid key={key} properties={part} columns={partColumns} />}
        />
      ) : (
        <PropertyGrid properties={properties} columns={columns} />
      )}
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
