'use client';

export { PanelError as default } from '@/components/admin/panel/panel-error';
