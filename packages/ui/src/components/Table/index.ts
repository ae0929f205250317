export { DataTable, type DataTableProps, type TableColumn } from './Table';
export type { Selection, SortDescriptor } from 'react-aria-components';
