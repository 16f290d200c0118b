// The roles' records beside the role itself (identity-records.ts): the claim on each role's name, and the service
// whose transactions write a role, its name and the roles' revision together. Only this domain writes them.
import { Entity, Service } from 'electrodb';
import { dynamo } from '@functions/platform/clients';
import { config } from '@functions/platform/config';
import { RoleEntity, RolesRevisionEntity } from '@functions/platform/identity-records';

const table = config.tableName;
const client = dynamo;

/** Holds one role name (case-insensitive), written with the role so names stay unique. */
export const RoleNameEntity = new Entity(
  {
    model: { entity: 'roleName', version: '1', service: 'portal' },
    attributes: {
      nameKey: { type: 'string', required: true },
      roleId: { type: 'string', required: true },
    },
    indexes: { byName: { pk: { field: 'pk', composite: ['nameKey'] }, sk: { field: 'sk', composite: [] } } },
  },
  { table, client },
);

/** A role, its name's claim and the roles' revision, written together. */
export const roleRecords = new Service({ role: RoleEntity, roleName: RoleNameEntity, rolesRevision: RolesRevisionEntity }, { table, client });
