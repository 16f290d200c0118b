// A consistent page title block: heading, one line of context and the page's actions.
import { useEffect, type ReactNode } from 'react';
import { Group } from '@mantine/core';
import { PageTitle } from '@web/components/page-title';
import { PRODUCT_NAME } from '@web/lib/brand';

export interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}

/** Sets the document title too, so browser tabs and history name the page. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · ${PRODUCT_NAME}`;
  }, [title]);
}

export function PageHeader({ title, description, actions }: PageHeaderProps) {
  useDocumentTitle(title);
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm" mb="lg">
      <PageTitle title={title} description={description} />
      {actions && <Group gap="sm">{actions}</Group>}
    </Group>
  );
}
