export { type DataAttributes, StaticTable, type StaticTableColumn, type StaticTableProps } from './StaticTable';
export { DataTable, type DataTableProps, type TableColumn } from './Table';
export type { Selection, SortDescriptor } from 'react-aria-components';
