'use client';

import { useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';

/**
 * The small-screen side drawer. A modal <dialog> gives focus containment, Escape to close and
 * an inert page behind it natively; choosing a link (or the backdrop) closes it, and focus
 * goes back to the menu button.
 */
export function MobileDrawer({ children }: { children: ReactNode }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);

  function show() {
    dialogRef.current?.showModal();
    setOpen(true);
  }

  function onDialogClick(event: MouseEvent<HTMLDialogElement>) {
    const target = event.target as Element;
    if (target === event.currentTarget || target.closest('a')) dialogRef.current?.close();
  }

  function onClose() {
    setOpen(false);
    triggerRef.current?.focus();
  }

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        onClick={show}
        aria-label="Open menu"
        aria-controls="mobile-menu"
        aria-expanded={open}
        className="flex h-10 w-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
      >
        <MenuIcon className="h-6 w-6" />
      </button>
      <dialog
        ref={dialogRef}
        id="mobile-menu"
        aria-label="Site menu"
        onClick={onDialogClick}
        onClose={onClose}
        className="fixed inset-y-0 right-auto left-0 m-0 h-dvh max-h-none w-80 max-w-[85vw] bg-white p-0 shadow-xl backdrop:bg-slate-900/50"
      >
        <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4">
          <span className="font-semibold text-slate-900">Menu</span>
          <button
            type="button"
            onClick={() => dialogRef.current?.close()}
            aria-label="Close menu"
            className="flex h-10 w-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
          >
            <CloseIcon className="h-6 w-6" />
          </button>
        </div>
        {children}
      </dialog>
    </>
  );
}
