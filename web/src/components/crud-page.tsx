// A list whose records are added and edited in a dialog over it (categories, campuses): the list page, a
// "New …" button for who may create, an Edit for each row, and one dialog that hosts the feature's form.
import { Fragment, useState, type ReactNode } from 'react';
import { Button, Modal, type ModalProps } from '@mantine/core';
import { ListPage, type ListPageProps } from './list-page';

export interface CrudPageProps<T extends { id: string; name: string }, F extends string> extends Omit<
  ListPageProps<T, F>,
  'rowActions' | 'children'
> {
  /** The create button's words, e.g. "New category"; no button when the user may not create. */
  create?: string | false;
  /** The dialog's title when creating, e.g. "New category"; editing says "Edit {name}". */
  createTitle: string;
  dialogSize?: ModalProps['size'];
  /** The feature's form: `record` to edit, none to create; `close` after saving or on Cancel. */
  form: (record: T | undefined, close: () => void) => ReactNode;
  /** A row's actions; `edit` opens the dialog on it. */
  rowActions: (item: T, edit: () => void) => ReactNode;
}

export const CrudPage = <T extends { id: string; name: string }, F extends string>({
  create,
  createTitle,
  dialogSize,
  form,
  rowActions,
  actions,
  ...list
}: CrudPageProps<T, F>) => {
  /** `undefined`: the dialog is closed; `'new'`: creating; a record: editing it. */
  const [editing, setEditing] = useState<T | 'new'>();
  const close = () => setEditing(undefined);
  const record = editing === 'new' ? undefined : editing;
  return (
    <ListPage
      {...list}
      actions={
        (actions || create) && (
          <>
            {actions}
            {create && <Button onClick={() => setEditing('new')}>{create}</Button>}
          </>
        )
      }
      rowActions={(item) => rowActions(item, () => setEditing(item))}
    >
      <Modal
        opened={editing !== undefined}
        onClose={close}
        title={record ? `Edit ${record.name}` : createTitle}
        centered
        size={dialogSize}
        // Mantine's close button is an icon alone: without a name a screen reader announces "button".
        closeButtonProps={{ 'aria-label': 'Close the dialog' }}
      >
        {/* Remounted per record so the fields start from the one being edited. */}
        {editing !== undefined && <Fragment key={record?.id ?? 'new'}>{form(record, close)}</Fragment>}
      </Modal>
    </ListPage>
  );
};
