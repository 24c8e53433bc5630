import type { ReactNode } from 'react';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** 'num' aligns right; 'actions' keeps buttons together. */
  kind?: 'num' | 'actions';
  /** Shown as the cell's label when the table stacks into cards on a phone (defaults to the header). */
  label?: string;
}

interface DataTableProps<T> {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  /** Spec section 2: clicking a discount, city or location row refreshes the data. */
  onRowClick?: () => void;
  empty: string;
}

/**
 * A real table on wide screens and a stack of labelled cards on a phone. The explicit roles keep the table's
 * meaning for screen readers when CSS changes how its parts are displayed.
 */
export function DataTable<T>({ caption, columns, rows, rowKey, onRowClick, empty }: DataTableProps<T>) {
  if (rows.length === 0) return <p className="admin-empty">{empty}</p>;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table" role="table">
        <caption className="visually-hidden">{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th key={column.header} role="columnheader" scope="col" className={cellClass(column)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <tr key={rowKey(row)} role="row" className={onRowClick ? 'is-clickable' : undefined} onClick={onRowClick}>
              {columns.map((column) => (
                <td key={column.header} role="cell" className={cellClass(column)} data-label={column.label ?? column.header}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const cellClass = (column: { kind?: string }) => (column.kind ? `admin-table__${column.kind}` : undefined);
