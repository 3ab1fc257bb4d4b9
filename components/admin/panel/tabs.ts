export const ADMIN_TABS = [
  { id: 'dashboard', label: 'Dashboard' },
  { id: 'businesses', label: 'Businesses' },
  { id: 'import', label: 'Import' },
  { id: 'seo', label: 'SEO Sitemap' },
  { id: 'duplicates', label: 'Duplicates' },
  { id: 'coverage', label: 'Coverage' },
  { id: 'reports', label: 'Reports' },
] as const;

export type AdminTabId = (typeof ADMIN_TABS)[number]['id'];

export function parseAdminTab(value: unknown): AdminTabId {
  return ADMIN_TABS.find((tab) => tab.id === value)?.id ?? 'dashboard';
}

export const tabId = (id: AdminTabId) => `admin-tab-${id}`;
export const TAB_PANEL_ID = 'admin-tabpanel';
