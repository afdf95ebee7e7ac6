import { Modal } from '@/components/dialog';
import { formatDateTime } from '@/lib/format';
import { Button } from './buttons';
import type { WorkNotices } from './useWorkKeeper';

/**
 * The two faces of useWorkKeeper on an admin form: the offer of a draft kept in this browser, and the question
 * before leaving with unsaved changes (docs/product.md §10, Publishing workflow).
 */
export function UnsavedWorkNotices({ keeper }: { keeper: WorkNotices }) {
  const { blocker, offered, restore, discard } = keeper;
  return (
    <>
      {offered && (
        <div className="mb-6 flex flex-col gap-3 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sky-950 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm">
            Unsaved changes from <time dateTime={offered.savedAt}>{formatDateTime(offered.savedAt)}</time> are kept in this browser.
          </p>
          <div className="flex gap-2">
            <Button onClick={restore}>Restore unsaved changes</Button>
            <Button variant="secondary" onClick={discard}>
              Discard them
            </Button>
          </div>
        </div>
      )}
      {blocker.state === 'blocked' && (
        <Modal
          title="Leave without saving?"
          onClose={() => blocker.reset()}
          footer={
            <>
              <Button variant="secondary" onClick={() => blocker.reset()}>
                Stay on this page
              </Button>
              <Button onClick={() => blocker.proceed()}>Leave this page</Button>
            </>
          }
        >
          <p>This form has changes that are not saved. They stay in this browser, and the form offers them again when you come back.</p>
        </Modal>
      )}
    </>
  );
}
