'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';
import { innerHtml, markup } from '@/components/ui/markup';
import { ABOUT_LINK, BROWSE_LINK, CONTACT_LINK, HOME_LINK, type NavLink } from './fixed-links';
import { navDropdownMarkup } from './nav-dropdown';

const MENU = '[data-nav-dropdown]';

function menuOf(node: EventTarget | null) {
  return node instanceof Element ? node.closest<HTMLElement>(MENU) : null;
}

const topLink = (link: NavLink) => markup`<a href="${link.href}" class="nav-top">${link.label}</a>`;

// The one menu, rendered once: in line from `lg` (CSS dropdowns), a modal <dialog> drawer below.
// The script opens and closes the drawer and makes Escape dismiss a dropdown (WCAG 1.4.13). Its
// links are one string drawn here: the payload carries only the two lists, React one element.
export function SiteMenu({ categories, cities }: { categories: NavLink[]; cities: NavLink[] }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const shownPath = useRef(pathname);

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

  // Only after a navigation: on the first render a visitor may already have focused a menu
  // button before the page hydrated, and that menu must stay open.
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const active = document.activeElement;
    if (active instanceof HTMLElement && menuOf(active)) active.blur();
  }, [pathname]);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const menu = menuOf(document.activeElement);
      if (event.key !== 'Escape' || !menu) return;
      menu.dataset.dismissed = 'true';
      menu.querySelector('button')?.focus();
    }
    // The button reopens a dismissed menu. It never closes one: people also click the label
    // of a menu that hovering has already opened.
    function onClick(event: globalThis.MouseEvent) {
      const menu = menuOf(event.currentTarget);
      if (menu) delete menu.dataset.dismissed;
    }
    // Otherwise a dismissed menu may open again once focus or the pointer has left it.
    function reset(event: Event) {
      const menu = menuOf(event.target);
      const next = event instanceof FocusEvent ? event.relatedTarget : null;
      if (menu && !(next instanceof Node && menu.contains(next))) delete menu.dataset.dismissed;
    }
    const menus = document.querySelectorAll<HTMLElement>(MENU);
    document.addEventListener('keydown', onKeyDown);
    menus.forEach((menu) => {
      menu.querySelector('button')?.addEventListener('click', onClick);
      menu.addEventListener('focusout', reset);
      menu.addEventListener('mouseleave', reset);
    });
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      menus.forEach((menu) => {
        menu.querySelector('button')?.removeEventListener('click', onClick);
        menu.removeEventListener('focusout', reset);
        menu.removeEventListener('mouseleave', reset);
      });
    };
  }, []);

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        onClick={show}
        aria-label="Open menu"
        aria-controls="mobile-menu"
        aria-expanded={open}
        className="menu-button"
      >
        <MenuIcon className="h-6 w-6" />
      </button>
      <dialog
        ref={dialogRef}
        id="mobile-menu"
        aria-label="Site menu"
        onClick={onDialogClick}
        onClose={onClose}
        className="site-menu"
      >
        <div className="drawer-head">
          <span>Menu</span>
          <button
            type="button"
            onClick={() => dialogRef.current?.close()}
            aria-label="Close menu"
            className="menu-button"
          >
            <CloseIcon className="h-6 w-6" />
          </button>
        </div>
        <nav
          aria-label="Main"
          className="site-nav"
          dangerouslySetInnerHTML={innerHtml([
            topLink(HOME_LINK),
            topLink(BROWSE_LINK),
            navDropdownMarkup('Categories', categories),
            navDropdownMarkup('Cities', cities),
            topLink(ABOUT_LINK),
            topLink(CONTACT_LINK),
          ])}
        />
      </dialog>
    </>
  );
}
