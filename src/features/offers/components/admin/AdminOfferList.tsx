import { AddLink, AdminPageHeader, EmptyState, ErrorBanner, LoadingText } from '@/components/admin';
import { formatCount, Pagination, SearchBox, totalOf, useRecordsBrowser } from '@/components/data-table';
import { useDialogs } from '@/components/dialog';
import { paths } from '@/config/paths';
import { describeListError, PAGE_SIZE } from '@/lib/list-query';
import { useDeleteOffer } from '../../api/delete-offer';
import { useAdminOffers, type AdminOffer } from '../../api/fetch-admin-offers';
import { useOfferChanges } from '../../api/use-offer-changes';
import { OfferRow } from './OfferRow';

const totalText = totalOf('offer', 'offers');

type Props = { canEdit: boolean; canDelete: boolean };

/**
 * The admin offers list (docs/product.md §2, Offers list): newest first, searched by title, 25 a page, live; each
 * offer's season, run (India time) and state, with the role's controls.
 */
export function AdminOfferList({ canEdit, canDelete }: Props) {
  const browser = useRecordsBrowser();
  const offers = useAdminOffers({ search: browser.search, page: browser.page });
  useOfferChanges();
  const remove = useDeleteOffer();
  const { confirm, alert } = useDialogs();

  async function handleDelete(offer: AdminOffer) {
    if (!(await confirm('Are you sure you want to delete this offer? Its bookings stay in the inbox with its title.'))) return;
    try {
      await remove.mutateAsync(offer.id);
    } catch (error) {
      console.error('Error deleting offer:', error);
      await alert('Error deleting offer', { title: 'Error' });
    }
  }

  const deletingId = remove.isPending ? remove.variables : undefined;

  function body() {
    if (offers.isPending) return <LoadingText />;
    if (offers.isError) return <ErrorBanner message={`Error loading offers: ${describeListError(offers.error)}`} onRetry={() => void offers.refetch()} />;
    if (offers.data.rows.length === 0) {
      return <EmptyState message="No offers found." action={canEdit && !browser.search ? { label: 'Create your first offer', to: paths.admin.offerNew } : undefined} />;
    }
    return (
      <>
        <ul aria-label="Offers" className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
          {offers.data.rows.map((offer) => (
            <OfferRow key={offer.id} offer={offer} canEdit={canEdit} canDelete={canDelete} busy={offer.id === deletingId} onDelete={() => void handleDelete(offer)} />
          ))}
        </ul>
        <Pagination
          page={browser.page}
          pageSize={PAGE_SIZE}
          total={offers.data.total}
          approximate={offers.data.approximate}
          onPageChange={browser.setPage}
          busy={offers.isPlaceholderData}
        />
      </>
    );
  }

  return (
    <>
      <AdminPageHeader
        title="Offers"
        description={offers.data ? totalText(formatCount(offers.data)) : undefined}
        actions={canEdit && <AddLink to={paths.admin.offerNew}>New Offer</AddLink>}
      />
      <SearchBox label="Search offers" placeholder="Title" value={browser.input} onChange={browser.setInput} onSubmit={browser.submit} />
      {body()}
    </>
  );
}
