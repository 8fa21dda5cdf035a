// Where a field sits inside a sub-table, so the field and object templates render table cells instead of blocks:
// an item object of a row renders its properties as cells; a cell renders a <td> with a hidden, row-specific label.
import { createContext } from 'react';

export interface TablePlacement {
  level: 'rowObject' | 'cell';
  /** 1-based row number, for the cell labels. */
  row: number;
}

export const TablePlacementContext = createContext<TablePlacement | null>(null);

export interface SubTablePermissions {
  add: boolean;
  del: boolean;
  copy: boolean;
}

/** The action buttons the current sub-table allows, so that rows and the header agree on the actions column. */
export const SubTableContext = createContext<SubTablePermissions | null>(null);
