import { Checkbox, Code, Text, Tooltip } from '@mantine/core';
import { Fragment } from 'react';
import { ROLE, type PermissionGroup } from '@shared/permissions';
import type { RoleView } from '@shared/schemas/roles';
import classes from './permission-matrix.module.css';

interface PermissionMatrixProps {
  roles: RoleView[];
  catalogue: PermissionGroup[];
  onToggle: (role: RoleView, permission: string, granted: boolean) => void;
}

const SUPERADMIN_NOTE = 'Superadmin holds every permission; this column cannot be changed.';

/** Roles × permissions, grouped by area; each box saves on its own. */
export const PermissionMatrix = ({ roles, catalogue, onToggle }: PermissionMatrixProps) => (
  <>
    {/* A phone shows a role column or two beside the permissions' names; the rest are a swipe away, and said so. */}
    <Text size="sm" c="dimmed" className={classes.phoneCue}>
      {roles.length} roles: swipe the table sideways to see each one.
    </Text>
    <div className={classes.scroller} tabIndex={0} role="region" aria-label="Permission matrix, scrollable">
      <table className={classes.table}>
        <caption className={classes.visuallyHidden}>Permissions held by each role, grouped by area</caption>
        <thead>
          <tr>
            <th scope="col" className={classes.corner}>
              Permission
            </th>
            {roles.map((role) => (
              <th key={role.id} scope="col" className={classes.roleHeader}>
                {role.name}
                {role.name === ROLE.superadmin && (
                  <Text size="xs" c="dimmed" fw={400}>
                    all, fixed
                  </Text>
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {catalogue.map((group) => (
            <Fragment key={group.area}>
              <tr className={classes.areaRow}>
                <th scope="colgroup" colSpan={roles.length + 1}>
                  <span className={classes.areaLabel}>{group.area}</span>
                </th>
              </tr>
              {group.permissions.map((permission) => (
                <tr key={permission.name}>
                  <th scope="row" className={classes.permissionName}>
                    <Text size="sm">{permission.description}</Text>
                    <Code fz="xs">{permission.name}</Code>
                  </th>
                  {roles.map((role) => (
                    <td key={role.id} className={classes.cell}>
                      <PermissionCheckbox role={role} permission={permission} onToggle={onToggle} />
                    </td>
                  ))}
                </tr>
              ))}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  </>
);

interface PermissionCheckboxProps {
  role: RoleView;
  permission: PermissionGroup['permissions'][number];
  onToggle: PermissionMatrixProps['onToggle'];
}

const PermissionCheckbox = ({ role, permission, onToggle }: PermissionCheckboxProps) => {
  const label = `${role.name}: ${permission.description}`;
  if (role.name === ROLE.superadmin) {
    return (
      <Tooltip label={SUPERADMIN_NOTE} withArrow openDelay={300}>
        {/* A disabled input fires no hover events, so the tooltip listens on a wrapper. */}
        <span>
          <Checkbox checked disabled readOnly aria-label={`${label} (always granted)`} />
        </span>
      </Tooltip>
    );
  }
  const granted = role.permissions.includes(permission.name);
  return <Checkbox checked={granted} aria-label={label} onChange={(event) => onToggle(role, permission.name, event.currentTarget.checked)} />;
};
