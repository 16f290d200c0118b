import { Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import type { PermissionGroup } from '@shared/permissions';
import type { RoleView } from '@shared/schemas/roles';
import { PageHeader } from '@web/components/page-layout';
import { PageLoader } from '@web/components/page-loader';
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
            permissions: group.permissions.filter((p) => p.name.toLowerCase().includes(needle) || p.description.toLowerCase().includes(needle)),
          },
    )
    .filter((group) => group.permissions.length > 0);
};

type PendingCells = Record<string, { roleId: string; permission: string; granted: boolean }>;

/** The roles as the clicks still being saved say they will be. */
const withPending = (roles: RoleView[], pending: PendingCells): RoleView[] => {
  const cells = Object.values(pending);
  if (cells.length === 0) return roles;
  return roles.map((role) => {
    const mine = cells.filter((c) => c.roleId === role.id);
    if (mine.length === 0) return role;
    const changed = new Set(mine.map((c) => c.permission));
    const granted = mine.filter((c) => c.granted).map((c) => c.permission);
    return { ...role, permissions: [...role.permissions.filter((p) => !changed.has(p)), ...granted] };
  });
};

export const PermissionSettingsPage = () => {
  const settings = usePermissionSettings();
  const updateCell = useUpdatePermissionCell();
  const [filter, setFilter] = useState('');
  // A box flips in the same frame as the click: the query cache's optimistic update lands a render later.
  const [pending, setPending] = useState<PendingCells>({});
  const toggle = (role: RoleView, permission: string, granted: boolean) => {
    const key = `${role.id}:${permission}`;
    setPending((cells) => ({ ...cells, [key]: { roleId: role.id, permission, granted } }));
    // mutateAsync, not mutate's callbacks: those fire for the latest click only. A refusal is toasted (the
    // mutation-error policy) and rolled back by the hook, so here it only has to stop pending.
    updateCell
      .mutateAsync({ role_id: role.id, permission, granted })
      .catch(() => undefined)
      .finally(() => setPending(({ [key]: _done, ...rest }) => rest));
  };
  const roles = useMemo(() => withPending(settings.data?.roles ?? [], pending), [settings.data?.roles, pending]);
  const [debouncedFilter] = useDebouncedValue(filter, 200);
  const catalogue = useMemo(() => filterCatalogue(settings.data?.catalogue ?? [], debouncedFilter), [settings.data?.catalogue, debouncedFilter]);

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
          <PermissionMatrix roles={roles} catalogue={catalogue} onToggle={toggle} />
        ) : (
          <Text c="dimmed">No permission matches “{debouncedFilter}”.</Text>
        )
      ) : (
        <PageLoader query={settings} what="the permission settings" />
      )}
    </Stack>
  );
};
