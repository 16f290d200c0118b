import { CrudPage } from '@web/components/crud-page';
import { useSession } from '@web/lib/session';
import { useTicketCategories } from '@web/lib/queries/get-ticket-categories';
import { TICKET_CATEGORY_COLUMNS, TicketCategoryRowActions } from '../components/ticket-category-columns';
import { SatisfactionPanel } from '../components/satisfaction-panel';
import { TicketCategoryForm } from '../components/ticket-category-form';

/** `/ticket-categories` (also `/tickets/categories`): what tickets are filed under, who answers them and how fast. */
export const TicketCategoriesPage = () => {
  const { can } = useSession();
  const categories = useTicketCategories();
  return (
    <CrudPage
      title="Ticket categories"
      description="What students and agents file a ticket under, the department that answers it, its service targets and the department's canned replies."
      create={can('create-ticket-category') && 'New category'}
      createTitle="New ticket category"
      dialogSize="lg"
      intro={(can('update-ticket') || can('list-ticket-category')) && <SatisfactionPanel />}
      label="Ticket categories"
      noun="categories"
      query={categories}
      items={categories.data}
      columns={TICKET_CATEGORY_COLUMNS}
      minWidth={340}
      empty={{ title: 'No ticket categories yet', description: 'Add one such as Fees and payments, answered by Student Support.' }}
      rowActions={(category, edit) => <TicketCategoryRowActions category={category} onEdit={edit} />}
      form={(category, close) => <TicketCategoryForm category={category} onDone={close} />}
    />
  );
};
