'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

const MENU = '[data-nav-dropdown]';

function menuOf(node: EventTarget | null) {
  return node instanceof Element ? node.closest<HTMLElement>(MENU) : null;
}

/**
 * Enhances the CSS-only header menus (they open on hover and focus): Escape dismisses an open
 * menu and returns focus to its button (WCAG 1.4.13), the button reopens it, and a menu
 * closes once one of its links has navigated, since the link would otherwise keep focus and
 * hold it open.
 */
export function NavDropdownKeys() {
  const pathname = usePathname();
  const shownPath = useRef(pathname);

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
    function onClick(event: MouseEvent) {
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

  return null;
}
