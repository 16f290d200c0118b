import { Checkbox, Fieldset, SimpleGrid, Stack, Text } from '@mantine/core';
import type { PermissionGroup } from '@shared/permissions';

interface PermissionPickerProps {
  catalogue: readonly PermissionGroup[];
  value: readonly string[];
  onChange: (permissions: string[]) => void;
  disabled?: boolean;
  error?: string;
}

/** The permission catalogue as checkboxes, one fieldset per area, each with "select all in area". */
export const PermissionPicker = ({ catalogue, value, onChange, disabled, error }: PermissionPickerProps) => {
  const held = new Set(value);
  const setMany = (names: string[], granted: boolean) => {
    const next = new Set(held);
    for (const name of names) {
      if (granted) next.add(name);
      else next.delete(name);
    }
    onChange([...next]);
  };

  return (
    <Stack gap="md">
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
      {catalogue.map((group) => {
        const names = group.permissions.map((p) => p.name);
        const count = names.filter((name) => held.has(name)).length;
        return (
          <Fieldset key={group.area} legend={`${group.area} (${count} of ${names.length})`} disabled={disabled}>
            <Checkbox
              label={`Select all in ${group.area}`}
              checked={count === names.length}
              indeterminate={count > 0 && count < names.length}
              onChange={(event) => setMany(names, event.currentTarget.checked)}
              fw={600}
              mb="sm"
            />
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xs" verticalSpacing="xs">
              {group.permissions.map((permission) => (
                <Checkbox
                  key={permission.name}
                  label={permission.description}
                  description={permission.name}
                  checked={held.has(permission.name)}
                  onChange={(event) => setMany([permission.name], event.currentTarget.checked)}
                />
              ))}
            </SimpleGrid>
          </Fieldset>
        );
      })}
    </Stack>
  );
};
