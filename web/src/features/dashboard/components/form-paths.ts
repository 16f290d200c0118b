import { formTypeById } from '@shared/forms/catalogue';

/** A family's list (`/defer`), or one of its forms (`/defer/{id}`): where the dashboard's form figures lead. */
export const familyPath = (formTypeId: number, formId?: string) => `${formTypeById(formTypeId)?.path ?? ''}${formId ? `/${formId}` : ''}`;
