// Course categories: top-level parents and their children, one level deep. A bounded list: read whole
// and paged in memory.
import { CategoryFields, type CategoryBody, type CategoryListQuery, type CategoryUpdateBody, type CategoryView } from '@shared/schemas/courses';
import type { Actor } from '@functions/platform/audit';
import { whyCannotDeleteCategory } from '@shared/catalogue-rules';
import { NotFoundError, ValidationError, refusalError } from '@functions/platform/errors';
import { paginate } from '@functions/platform/list';
import { assertNotOvertaken, nextRevision, overtakenOrElse, recordRevision, stillAt } from '@functions/platform/record-revisions';
import { newId } from '@functions/platform/secrets';
import { withRetries } from '@functions/platform/transactions';
import { moveClaim, uniqueKey } from '@functions/platform/unique-values';
import { assertUnused } from '@functions/platform/usages';
import './usages';
import { CategoryEntity, bumpRevision, catalogue, type Category, type Revision } from './catalogue-db';
import { catalogueAt, currentCatalogue, type Catalogue } from './catalogue-memory';

const freshCategory = async (id: string): Promise<Category | undefined> =>
  (await CategoryEntity.get({ id }).go({ consistent: true })).data ?? undefined;

export const getCategory = async (id: string): Promise<Category> => {
  const { data } = await CategoryEntity.get({ id }).go();
  if (!data) throw new NotFoundError('category.not_found', 'This category does not exist.');
  return data;
};

const views = ({ categories, courses }: Catalogue): CategoryView[] => {
  const byId = new Map(categories.map((c) => [c.id, c]));
  return categories.map((c) => ({
    id: c.id,
    ...CategoryFields.view(c),
    parent_name: c.parentId ? byId.get(c.parentId)?.name : undefined,
    children_count: categories.filter((x) => x.parentId === c.id).length,
    courses_count: courses.filter((course) => course.categoryId === c.id).length,
    revision: recordRevision(c),
  }));
};

/** Parents first, each followed by its children, so a plain list reads as the tree. */
const treeOrder = (c: CategoryView) => `${(c.parent_name ?? c.name).toLowerCase()}\u0000${c.parent_id ? c.name.toLowerCase() : ''}`;

export const listCategories = async (query: CategoryListQuery, revision: Revision) =>
  paginate(views(await catalogueAt(revision)), query, {
    searchIn: (c) => [c.name, c.parent_name],
    sortKeys: { tree: treeOrder, name: (c) => c.name.toLowerCase(), courses_count: (c) => c.courses_count },
  });

const viewOf = async (id: string) => views(await currentCatalogue()).find((c) => c.id === id)!;

/** Checks the one-level nesting and that names are unique among siblings. */
const assertPlacement = async (body: CategoryBody, selfId?: string) => {
  const { categories } = await currentCatalogue();
  if (body.parent_id) {
    if (body.parent_id === selfId) throw new ValidationError({ parent_id: ['A category cannot be its own parent.'] });
    const parent = categories.find((c) => c.id === body.parent_id);
    if (!parent) throw new ValidationError({ parent_id: ['Choose a parent category that exists.'] });
    if (parent.parentId) throw new ValidationError({ parent_id: ['Categories nest one level: choose a top-level parent.'] });
    if (selfId && categories.some((c) => c.parentId === selfId)) {
      throw new ValidationError({ parent_id: ['This category has sub-categories, so it must stay top-level.'] });
    }
  }
  const clash = categories.some(
    (c) => c.id !== selfId && (c.parentId ?? null) === (body.parent_id ?? null) && c.name.toLowerCase() === body.name.toLowerCase(),
  );
  if (clash) throw new ValidationError({ name: ['A category with this name already exists here.'] });
};

// Names are unique among siblings: the guard's value is the parent (or none) and the name.
const NAME_SCOPE = 'category-name';
const nameClaim = (name: string, parentId: string | null | undefined) => uniqueKey(parentId ?? '', name);
const nameTaken = () => new ValidationError({ name: ['A category with this name already exists here.'] });

export const createCategory = async (body: CategoryBody, id = newId()): Promise<CategoryView> => {
  await assertPlacement(body);
  const { canceled } = await withRetries(() =>
    catalogue.transaction
      .write((service) => [
        ...moveClaim(service.uniqueValue, NAME_SCOPE, id, undefined, nameClaim(body.name, body.parent_id)),
        service.category.create({ id, ...CategoryFields.record(body) }).commit(),
        bumpRevision(service),
      ])
      .go(),
  );
  if (canceled) throw nameTaken();
  return viewOf(id);
};

export const updateCategory = async (id: string, { revision, ...body }: CategoryUpdateBody, actor: Actor): Promise<CategoryView> => {
  const current = await getCategory(id);
  const view = () => viewOf(id);
  await assertNotOvertaken(revision, current, view);
  await assertPlacement(body, id);
  const { canceled } = await withRetries(() =>
    catalogue.transaction
      .write((service) => [
        ...moveClaim(service.uniqueValue, NAME_SCOPE, id, nameClaim(current.name, current.parentId), nameClaim(body.name, body.parent_id)),
        service.category
          .patch({ id })
          .set({ ...CategoryFields.record(body), ...nextRevision(current, actor) })
          .remove(CategoryFields.emptied(body))
          .where(stillAt(current))
          .commit(),
        bumpRevision(service),
      ])
      .go(),
  );
  if (canceled) await overtakenOrElse(current, () => freshCategory(id), view, nameTaken);
  return viewOf(id);
};

/** Deletes a category with no sub-categories and no courses. */
export const deleteCategory = async (id: string): Promise<void> => {
  const view = views(await currentCatalogue()).find((c) => c.id === id);
  if (!view) throw new NotFoundError('category.not_found', 'This category does not exist.');
  const refusal = whyCannotDeleteCategory(view);
  if (refusal) throw refusalError(refusal);
  await assertUnused('category', id, 'Move them to another category first.');
  await withRetries(() =>
    catalogue.transaction
      .write((service) => [
        service.category.delete({ id }).commit(),
        ...moveClaim(service.uniqueValue, NAME_SCOPE, id, nameClaim(view.name, view.parent_id), undefined),
        bumpRevision(service),
      ])
      .go(),
  );
};
