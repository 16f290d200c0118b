import { describe, expect, it } from 'vitest';
import { domainNames, formsOf, PLACEHOLDER, renamer, singularOf } from './names';
import { DomainGeneratorError } from './refusal';

describe('singularOf', () => {
  it.each([
    ['tickets', 'ticket'],
    ['short-courses', 'short-course'],
    ['ticket-categories', 'ticket-category'],
    ['addresses', 'address'],
    ['batches', 'batch'],
    ['chat', 'chat-item'],
    ['access', 'access-item'],
  ])('names one record of %s %s', (name, one) => {
    expect(singularOf(name)).toBe(one);
  });
});

describe('the placeholder', () => {
  it('takes a different text in each form, plural and singular, so each says which form a new name takes', () => {
    // Prepare
    const forms = [...Object.values(formsOf(PLACEHOLDER.name)), ...Object.values(formsOf(PLACEHOLDER.one))];
    // Assess
    expect(new Set(forms).size).toBe(forms.length);
  });

  it.each([
    ['sample-widgets', undefined],
    ['gadgets', 'sample-widget'],
  ])('is refused as a new domain’s name (%s, %s)', (name, singular) => {
    expect(() => domainNames(name, singular)).toThrow(DomainGeneratorError);
    expect(() => domainNames(name, singular)).toThrow(/template's own name/);
  });
});

describe('renamer', () => {
  const rename = renamer(PLACEHOLDER, { name: 'ticket-categories', one: 'ticket-category' });

  it.each([
    ['functions/sample-widgets/sample-widget-store.ts', 'functions/ticket-categories/ticket-category-store.ts'],
    ['export const sampleWidgetsApi = {', 'export const ticketCategoriesApi = {'],
    ['useSampleWidgets(query); useSampleWidget(id);', 'useTicketCategories(query); useTicketCategory(id);'],
    [
      "new NotFoundError('sample_widget.not_found', 'This sample widget does not exist.')",
      "new NotFoundError('ticket_category.not_found', 'This ticket category does not exist.')",
    ],
    ["'Sample widget created.' // Sample widgets: the calls", "'Ticket category created.' // Ticket categories: the calls"],
    ['MAX_SAMPLE_WIDGETS', 'MAX_TICKET_CATEGORIES'],
  ])('renames %s', (text, renamed) => {
    expect(rename(text)).toBe(renamed);
  });

  it('reads what it wrote no further: a new name holding the old one is written once', () => {
    // Prepare
    const nested = renamer(PLACEHOLDER, { name: 'sample-widgets-kits', one: 'sample-widget-kit' });
    // Act
    const renamed = nested('sample-widgets and a sampleWidget');
    // Assess
    expect(renamed).toBe('sample-widgets-kits and a sampleWidgetKit');
  });
});
