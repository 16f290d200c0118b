import type { ReactNode } from 'react';
import { Center, Paper, Stack } from '@mantine/core';
import { useDocumentTitle } from '@web/components/page-layout';
import { PageTitle } from '@web/components/page-title';

/** The card every account page (sign in, register, reset, verify) sits in. */
export function AuthCard({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Center>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={460}>
        <Stack gap="lg">
          <PageTitle title={title} description={description} />
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
