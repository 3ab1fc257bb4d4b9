'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useRef, type KeyboardEvent } from 'react';
import { ADMIN_TABS, TAB_PANEL_ID, tabId, type AdminTabId } from './tabs';

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** WAI-ARIA tabs as `?tab=` links: the active tab is in the URL, so it works without JS. */
export function AdminTabs({ active, basePath }: { active: AdminTabId; basePath: string }) {
  const router = useRouter();
  const refs = useRef<(HTMLAnchorElement | null)[]>([]);
  const href = (index: number) => `${basePath}?tab=${ADMIN_TABS[index]?.id ?? 'dashboard'}`;

  function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>, index: number) {
    const step = KEY_STEPS[event.key];
    if (step) {
      event.preventDefault();
      const next = step(index, ADMIN_TABS.length);
      refs.current[next]?.focus();
      router.push(href(next));
    } else if (event.key === ' ') {
      event.preventDefault();
      router.push(href(index));
    }
  }

  return (
    <div
      role="tablist"
      aria-label="Admin sections"
      className="flex gap-1 border-b border-slate-200"
    >
      {ADMIN_TABS.map((tab, index) => {
        const selected = tab.id === active;
        return (
          <Link
            key={tab.id}
            ref={(element) => {
              refs.current[index] = element;
            }}
            id={tabId(tab.id)}
            role="tab"
            href={href(index)}
            aria-selected={selected}
            aria-controls={TAB_PANEL_ID}
            tabIndex={selected ? 0 : -1}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`-mb-px rounded-t-lg border-b-2 px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-700 ${
              selected
                ? 'border-brand-700 text-brand-700'
                : 'border-transparent text-slate-600 hover:text-slate-900'
            }`}
          >
            {tab.label}
          </Link>
        );
      })}
    </div>
  );
}
