import { Alert, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import type { PermissionGroup } from '@shared/permissions';
import { PageHeader } from '@web/app/page-layout';
import { usePermissionSettings } from '../api/get-permission-settings';
import { useUpdatePermissionCell } from '../api/update-permission-cell';
import { PermissionMatrix } from '../components/permission-matrix';

/** Keeps the permissions whose description or name contains the text; an area whose name matches keeps them all. */
const filterCatalogue = (catalogue: PermissionGroup[], text: string): PermissionGroup[] => {
  const needle = text.trim().toLowerCase();
  if (!needle) return catalogue;
  return catalogue
    .map((group) =>
      group.area.toLowerCase().includes(needle)
        ? group
        : {
            ...group,
            permissions: group.permissions.filter(
              (p) => p.name.toLowerCase().includes(needle) || p.description.toLowerCase().includes(needle),
            ),
          },
    )
    .filter((group) => group.permissions.length > 0);
};

export const PermissionSettingsPage = () => {
  const settings = usePermissionSettings();
  const updateCell = useUpdatePermissionCell();
  const [filter, setFilter] = useState('');
  const [debouncedFilter] = useDebouncedValue(filter, 200);
  const catalogue = useMemo(
    () => filterCatalogue(settings.data?.catalogue ?? [], debouncedFilter),
    [settings.data?.catalogue, debouncedFilter],
  );

  return (
    <Stack gap="md">
      <PageHeader
        title="Permission settings"
        description="Tick a box to grant a permission to a role; each change is saved at once and reaches signed-in users within a minute."
      />
      <Group align="flex-end" justify="space-between" wrap="wrap" gap="sm">
        <TextInput
          label="Find a permission"
          placeholder="e.g. ticket, update-user"
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.currentTarget.value)}
          w={{ base: '100%', sm: 340 }}
        />
        <Text size="sm" c="dimmed" maw={420}>
          Superadmin holds every permission, so its column is always ticked and cannot be changed.
        </Text>
      </Group>
      {settings.data ? (
        catalogue.length > 0 ? (
          <PermissionMatrix
            roles={settings.data.roles}
            catalogue={catalogue}
            onToggle={(role, permission, granted) => updateCell.mutate({ role_id: role.id, permission, granted })}
          />
        ) : (
          <Text c="dimmed">No permission matches “{debouncedFilter}”.</Text>
        )
      ) : settings.isError ? (
        <Alert color="red" variant="light" title="Could not load the permission settings">
          <Button size="xs" variant="light" onClick={() => settings.refetch()} loading={settings.isFetching}>
            Try again
          </Button>
        </Alert>
      ) : (
        <Group justify="center" py="xl">
          <Loader aria-label="Loading the permission settings" />
        </Group>
      )}
    </Stack>
  );
};
