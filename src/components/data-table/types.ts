import type { ReactNode } from 'react';
import type { CsvValue } from '@/lib/csv';
import type { SortDirection } from '@/lib/list-query';

/** A column of the records table. */
export type TableColumn<Row> = {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Hidden on phones, where the table would otherwise scroll sideways. */
  wideOnly?: boolean;
  /** Makes the header a sort button: the database column it sorts by, and the first click's direction. */
  sort?: { column: string; first?: SortDirection };
};

/** A button in each row's Actions cell. */
export type RowAction<Row> = {
  /** Accessible name and tooltip, naming the row: 'Delete Ann Lee'. */
  label: (row: Row) => string;
  icon: ReactNode;
  tone?: 'neutral' | 'danger';
  /** False leaves the button out, for staff whose role may not do this. */
  permitted?: boolean;
  /** Leaves the button out on rows it does not apply to (forgetting by e-mail, for a lead without one). */
  appliesTo?: (row: Row) => boolean;
  onSelect: (row: Row) => void;
};

/** A drop-down above the table that narrows the list to rows whose `column` equals the chosen value. */
export type SelectFilterControl = {
  /** The database column, also the address parameter that keeps the choice. */
  column: string;
  label: string;
  /** The first option, which filters nothing: 'All packages'. */
  allLabel: string;
  options: readonly { value: string; label: string }[];
};

/** One label/value line of a record's details. */
export type DetailField<Row> = {
  label: string;
  value: (row: Row) => ReactNode;
  /** Long text (a message) that takes the dialog's full width. */
  wide?: boolean;
};

/** One column of the CSV export. */
export type CsvColumn<Row> = { header: string; value: (row: Row) => CsvValue };

/** Everything that differs between two lead screens: texts, columns, details and export. */
export type RecordsConfig<Row> = {
  /** The page's h1. */
  title: string;
  /** 'Total: N submissions'; N is a number, or 'about 1,000,000' for an estimate. */
  totalText: (total: number | string) => string;
  loadingText: string;
  /** The list is empty and nothing is searched. */
  emptyText: string;
  /** The search matched nothing. */
  noMatchText: string;
  /**
   * What a failed load shows: an error with Retry, or (docs/product.md §8, for contacts) only a console error
   * and the empty list.
   */
  loadFailure: 'banner' | 'empty';
  searchLabel: string;
  searchPlaceholder: string;
  /** Drop-downs beside the search box. */
  filters?: SelectFilterControl[];
  columns: TableColumn<Row>[];
  /** Names a row in its buttons' accessible names: 'View details for Ann Lee'. */
  rowLabel: (row: Row) => string;
  details: {
    title: string;
    fields: DetailField<Row>[];
    /** Extra footer actions of the details dialog (e.g. 'Reply via Email'). */
    actions?: (row: Row) => ReactNode;
  };
  csv: { filename: string; columns: CsvColumn<Row>[] };
  /** With the screen's onDelete: the question before a delete and the message when it fails. */
  deleteConfirm?: string;
  deleteError?: string;
  /** Shown to signed-in staff who are not admins. */
  adminOnlyText: string;
};
