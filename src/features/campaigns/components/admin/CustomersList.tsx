import { Pencil, ScrollText } from 'lucide-react';
import { useNavigate } from 'react-router';
import { AddLink, AdminPageHeader, EmptyState, ErrorBanner, LoadingText } from '@/components/admin';
import { Pagination, RecordsTable, SearchBox, useRecordsBrowser, type TableColumn } from '@/components/data-table';
import { paths } from '@/config/paths';
import { describeListError, effectiveSort, PAGE_SIZE } from '@/lib/list-query';
import { customersList, useCustomers } from '../../api/fetch-customers';
import { type CustomerListRow } from '../../api/customer-types';
import { SellersOnly } from './SellersOnly';

const contactCount = (customer: CustomerListRow) => customer.customer_contacts[0]?.count ?? 0;

const columns: TableColumn<CustomerListRow>[] = [
  { header: 'Name', cell: (customer) => <span className="font-medium">{customer.name}</span>, sort: { column: 'name', first: 'asc' } },
  { header: 'GSTIN', cell: (customer) => <span className="font-mono text-xs">{customer.gstin ?? '—'}</span>, wideOnly: true },
  { header: 'Contacts', cell: (customer) => contactCount(customer) },
];

/** 'Customers' (docs/product.md §13): the companies proposals are made for; search by name or GSTIN, A to Z, pages. */
export function CustomersList({ canSell }: { canSell: boolean }) {
  if (!canSell) return <SellersOnly title="Customers" />;
  return <CustomersBrowser />;
}

function CustomersBrowser() {
  const browser = useRecordsBrowser();
  const navigate = useNavigate();
  const customers = useCustomers({ search: browser.search, sort: browser.sort, page: browser.page, pageSize: PAGE_SIZE });
  const total = customers.data?.total ?? 0;

  function body() {
    if (customers.isPending) return <LoadingText text="Loading customers..." />;
    if (customers.isError) return <ErrorBanner message={describeListError(customers.error)} onRetry={() => void customers.refetch()} />;
    if (customers.data.rows.length === 0) return <EmptyState message={browser.search ? 'No customers match your search.' : 'No customers yet.'} />;
    return (
      <>
        <RecordsTable
          caption="Customers"
          columns={columns}
          rows={customers.data.rows}
          sort={effectiveSort(customersList, browser.sort)}
          onSortChange={browser.setSort}
          busyId={null}
          actions={[
            { label: (customer) => `Edit ${customer.name}`, icon: <Pencil aria-hidden="true" className="size-4" />, onSelect: (customer) => void navigate(paths.admin.customerEdit(customer.id)) },
            // What the client owes, as accounts keep it (docs/product.md §16): sales answer clients about it.
            { label: (customer) => `Statement of ${customer.name}`, icon: <ScrollText aria-hidden="true" className="size-4" />, onSelect: (customer) => void navigate(paths.admin.statement(customer.id)) },
          ]}
        />
        <Pagination page={browser.page} pageSize={PAGE_SIZE} total={total} approximate={customers.data.approximate} onPageChange={browser.setPage} busy={customers.isPlaceholderData} />
      </>
    );
  }

  return (
    <>
      <AdminPageHeader
        title="Customers"
        description={customers.data ? `Total: ${total} ${total === 1 ? 'customer' : 'customers'}` : undefined}
        actions={<AddLink to={paths.admin.customerNew}>Add Customer</AddLink>}
      />
      <SearchBox label="Search customers" placeholder="Name or GSTIN" value={browser.input} onChange={browser.setInput} onSubmit={browser.submit} />
      {body()}
    </>
  );
}
