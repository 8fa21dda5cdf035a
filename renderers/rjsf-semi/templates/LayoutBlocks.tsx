// An object's properties grouped by its `ui:options.layout` (the form kind's FormDefinition.layout): tabs and
// collapse panels with their titles, and grids of columns. A block is drawn where its first property would be;
// properties in no block keep the object's own grid. Every panel's fields stay mounted (keepDOM), so a hidden
// tab's values and rule messages are kept while another tab is shown.
import type { ReactNode } from 'react';
import { Collapse, TabPane, Tabs } from '@douyinfe/semi-ui-19';
import type { ObjectFieldTemplatePropertyType } from '@rjsf/utils';
import type { FormLayoutOption } from '../../kinds/form/adapter';

/** The layout of `ui:options.layout`, when it is one (the form adapter writes it; anything else is ignored). */
export function layoutOf(options: Readonly<Record<string, unknown>>): readonly FormLayoutOption[] | undefined {
  const layout = options.layout;
  return Array.isArray(layout) && layout.length > 0 ? (layout as FormLayoutOption[]) : undefined;
}

interface LayoutBlocksProps {
  properties: readonly ObjectFieldTemplatePropertyType[];
  layout: readonly FormLayoutOption[];
  /** Draws a run of properties on a grid of `columns`. */
  grid(properties: ObjectFieldTemplatePropertyType[], columns: number, key: string): ReactNode;
}

function drawBlock(block: FormLayoutOption, byName: ReadonlyMap<string, ObjectFieldTemplatePropertyType>, grid: LayoutBlocksProps['grid'], key: string): ReactNode {
  const pick = (names: readonly string[]) => names.flatMap((name) => byName.get(name) ?? []);
  if (block.type === 'grid') return <div key={key} className="fd-rjsf-layout-grid">{grid(pick(block.fields), block.columns, key)}</div>;
  if (block.type === 'tabs') {
    return (
      <Tabs key={key} className="fd-rjsf-layout-tabs" type="line" keepDOM>
        {block.panels.map((panel, index) => (
          <TabPane key={index} itemKey={String(index)} tab={panel.title}>
            {grid(pick(panel.fields), 1, `${key}-${index}`)}
          </TabPane>
        ))}
      </Tabs>
    );
  }
  return (
    <Collapse key={key} className="fd-rjsf-layout-collapse" keepDOM defaultActiveKey={block.panels.map((_, index) => String(index))}>
      {block.panels.map((panel, index) => (
        <Collapse.Panel key={index} itemKey={String(index)} header={panel.title}>
          {grid(pick(panel.fields), 1, `${key}-${index}`)}
        </Collapse.Panel>
      ))}
    </Collapse>
  );
}

export function LayoutBlocks({ properties, layout, grid }: LayoutBlocksProps) {
  const byName = new Map(properties.map((property) => [property.name, property]));
  const blockOf = new Map<string, number>();
  layout.forEach((block, index) => {
    const names = block.type === 'grid' ? block.fields : block.panels.flatMap((panel) => panel.fields);
    for (const name of names) if (!blockOf.has(name)) blockOf.set(name, index);
  });
  const parts: ReactNode[] = [];
  const drawn = new Set<number>();
  let loose: ObjectFieldTemplatePropertyType[] = [];
  const flush = () => {
    if (loose.length > 0) parts.push(grid(loose, 1, `loose-${parts.length}`));
    loose = [];
  };
  for (const property of properties) {
    const block = blockOf.get(property.name);
    if (block === undefined) loose.push(property);
    else if (!drawn.has(block)) {
      flush();
      drawn.add(block);
      parts.push(drawBlock(layout[block], byName, grid, `block-${block}`));
    }
  }
  flush();
  return <>{parts}</>;
}
