import { Search, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { ProgramSearchField } from './program-search-field.tsx';

const DIALOG_ID = 'search-dialog';

/** What '/' does where the header has no room for the box: opens it in its dialog. */
export const openSearchDialog = () =>
  (document.getElementById(DIALOG_ID) as HTMLDialogElement | null)?.showModal();

/**
 * Below 1024 px the search is a button in the bar that opens a box across the top of the screen.
 * Like the menu, the button opens it with the browser's invoker commands, from the first paint.
 */
export function SearchDialog() {
  const dialog = useRef<HTMLDialogElement>(null);
  const { pathname } = useLocation();
  useEffect(() => dialog.current?.close(), [pathname]);

  return (
    <>
      <button
        type="button"
        aria-label="Search programs"
        aria-haspopup="dialog"
        command="show-modal"
        commandfor={DIALOG_ID}
        onClick={() => {
          if (!dialog.current?.open) dialog.current?.showModal();
        }}
        className="rounded-control p-2 text-ink hover:bg-brand-50 lg:hidden"
      >
        <Search aria-hidden className="size-6" />
      </button>
      <dialog
        ref={dialog}
        id={DIALOG_ID}
        closedby="any"
        aria-label="Search programs"
        className="fixed inset-x-0 top-0 m-0 w-full max-w-none bg-white p-3 shadow-raised"
        onClick={(event) => {
          if (event.target === dialog.current) dialog.current?.close();
        }}
      >
        <div className="mx-auto flex max-w-xl items-start gap-2">
          <ProgramSearchField id="search-dialog-box" className="min-w-0 flex-1" autoFocus inline />
          <button
            type="button"
            aria-label="Close search"
            command="close"
            commandfor={DIALOG_ID}
            onClick={() => dialog.current?.close()}
            className="rounded-control p-2 hover:bg-brand-50"
          >
            <X aria-hidden className="size-6" />
          </button>
        </div>
      </dialog>
    </>
  );
}
