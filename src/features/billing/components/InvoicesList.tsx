import { FileText } from 'lucide-react';
import { useNavigate } from 'react-router';
import { AdminPageHeader, EmptyState, ErrorBanner, LoadingText } from '@/components/admin';
import { Pagination, RecordsTable, SearchBox, useRecordsBrowser, type TableColumn } from '@/components/data-table';
import { paths } from '@/config/paths';
import { dayName } from '@/lib/day-names';
import { describeListError, effectiveSort, PAGE_SIZE } from '@/lib/list-query';
import { formatPaise } from '@/lib/numbers';
import { invoicesList, useInvoices } from '../api/fetch-invoices';
import type { InvoiceListRow } from '../api/invoice-types';
import { BillingOnly } from './BillingOnly';
import { InvoiceStatusBadge } from './InvoiceStatusBadge';
import { RaiseInvoice } from './RaiseInvoice';

const columns: TableColumn<InvoiceListRow>[] = [
  { header: 'Invoice', cell: (invoice) => <span className="font-medium">{invoice.number ?? 'Draft'}</span> },
  { header: 'Client', cell: (invoice) => invoice.customers?.name ?? '—' },
  { header: 'Campaign', cell: (invoice) => invoice.campaigns?.reference ?? '—', wideOnly: true },
  { header: 'Date', cell: (invoice) => (invoice.invoice_date ? dayName(invoice.invoice_date) : '—'), sort: { column: 'invoice_date', first: 'desc' } },
  { header: 'Total', cell: (invoice) => formatPaise(invoice.total_paise) },
  { header: 'State', cell: (invoice) => <InvoiceStatusBadge status={invoice.status} /> },
];

/**
 * 'Invoices' (docs/product.md §16): for admins and accounts, 'Raise an invoice' above the list; sales read the list;
 * anyone else is told who may. Search by number, newest first, pages.
 */
export function InvoicesList({ canBill, canRead }: { canBill: boolean; canRead: boolean }) {
  if (!canRead) return <BillingOnly title="Invoices" />;
  return <InvoicesBrowser canBill={canBill} />;
}

function InvoicesBrowser({ canBill }: { canBill: boolean }) {
  const browser = useRecordsBrowser();
  const navigate = useNavigate();
  const invoices = useInvoices({ search: browser.search, sort: browser.sort, page: browser.page, pageSize: PAGE_SIZE });
  const total = invoices.data?.total ?? 0;

  function body() {
    if (invoices.isPending) return <LoadingText text="Loading invoices..." />;
    if (invoices.isError) return <ErrorBanner message={describeListError(invoices.error)} onRetry={() => void invoices.refetch()} />;
    if (invoices.data.rows.length === 0) return <EmptyState message={browser.search ? 'No invoices match your search.' : 'No invoices yet.'} />;
    return (
      <>
        <RecordsTable
          caption="Invoices"
          columns={columns}
          rows={invoices.data.rows}
          sort={effectiveSort(invoicesList, browser.sort)}
          onSortChange={browser.setSort}
          busyId={null}
          actions={[{ label: (invoice) => `Open ${invoice.number ?? 'the draft'}`, icon: <FileText aria-hidden="true" className="size-4" />, onSelect: (invoice) => void navigate(paths.admin.invoiceScreen(invoice.id)) }]}
        />
        <Pagination page={browser.page} pageSize={PAGE_SIZE} total={total} approximate={invoices.data.approximate} onPageChange={browser.setPage} busy={invoices.isPlaceholderData} />
      </>
    );
  }

  return (
    <div className="space-y-6">
      <AdminPageHeader title="Invoices" description={invoices.data ? `Total: ${total} ${total === 1 ? 'invoice' : 'invoices'}` : undefined} />
      {canBill && <RaiseInvoice />}
      <section aria-label="Invoices" className="space-y-4">
        <SearchBox label="Search invoices" placeholder="Invoice number" value={browser.input} onChange={browser.setInput} onSubmit={browser.submit} />
        {body()}
      </section>
    </div>
  );
}
