import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import { IconButton } from '@/components/IconButton';
import { pageCount } from '@/lib/list-query';
import { formatWholeNumber } from '@/lib/numbers';

type PaginationProps = {
  page: number;
  pageSize: number;
  total: number;
  /** The total is an estimate: the counts read 'about'. */
  approximate?: boolean;
  onPageChange: (page: number) => void;
  /** Set while the next page loads; the buttons stay usable. */
  busy?: boolean;
};

/** 'Showing 26–50 of 10,000' (or 'of about 1,000,000') with first / previous / next / last page buttons. */
export function Pagination({ page, pageSize, total, approximate, onPageChange, busy }: PaginationProps) {
  const about = approximate ? 'about ' : '';
  const pages = pageCount(total, pageSize);
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  return (
    <nav aria-label="Pagination" aria-busy={busy || undefined} className="mt-4 flex flex-col items-center justify-between gap-3 text-sm text-slate-600 sm:flex-row">
      <p aria-live="polite">
        Showing {formatWholeNumber(first)}–{formatWholeNumber(last)} of {about}{formatWholeNumber(total)}
      </p>
      <div className="flex items-center gap-1">
        <IconButton label="First page" icon={<ChevronsLeft aria-hidden="true" className="h-4 w-4" />} disabled={page <= 1} onClick={() => onPageChange(1)} />
        <IconButton label="Previous page" icon={<ChevronLeft aria-hidden="true" className="h-4 w-4" />} disabled={page <= 1} onClick={() => onPageChange(page - 1)} />
        <span className="px-2 whitespace-nowrap">
          Page {formatWholeNumber(page)} of {about}{formatWholeNumber(pages)}
        </span>
        <IconButton label="Next page" icon={<ChevronRight aria-hidden="true" className="h-4 w-4" />} disabled={page >= pages} onClick={() => onPageChange(page + 1)} />
        <IconButton label="Last page" icon={<ChevronsRight aria-hidden="true" className="h-4 w-4" />} disabled={page >= pages} onClick={() => onPageChange(pages)} />
      </div>
    </nav>
  );
}
