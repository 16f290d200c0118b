// Every query key of the SPA, in one place. Keys nest by what they show, so one prefix reaches everything a
// change touches: a mutation names the prefixes it changes in `meta.invalidates` (query-client.ts), and the
// lists, details and pickers of every feature under them refetch. A feature never spells a key by hand.
import type { CourseListQuery } from '@shared/schemas/courses';
import type { FormListQuery } from '@shared/schemas/forms';
import type { TicketListQuery } from '@shared/schemas/tickets';
import type { UserListQuery } from '@shared/schemas/users';
import type { OrderListQuery, ShortCourseListQuery } from '@shared/schemas/short-courses';

export const queryKeys = {
  /** The signed-in user's permissions (`POST /api/get-user`), per token. */
  session: {
    all: ['session'] as const,
    of: (token: string | null) => [...queryKeys.session.all, token] as const,
  },
  /** The signed-in user's own record (`GET /api/profile`): the profile page and the dashboard read it. */
  profile: {
    all: ['profile'] as const,
  },
  /**
   * The course catalogue: courses, categories, campuses and every picker built on them. A change to any of
   * them invalidates `catalogue.all`: course rows show category and campus names, pickers show all three.
   */
  catalogue: {
    all: ['catalogue'] as const,
    /** The full course records (`GET /api/course`, `GET /api/course/{id}`): lists and details. */
    courses: () => [...queryKeys.catalogue.all, 'courses'] as const,
    courseList: (query: Partial<CourseListQuery>) => [...queryKeys.catalogue.courses(), 'list', query] as const,
    course: (id: string) => [...queryKeys.catalogue.courses(), 'detail', id] as const,
    /** The active courses every signed-in user may read (`GET /api/course-list`), and one of them. */
    activeCourses: () => [...queryKeys.catalogue.all, 'active-courses'] as const,
    activeCourse: (id: string) => [...queryKeys.catalogue.activeCourses(), id] as const,
    /** The active courses at a campus with their intakes there (`GET /api/location-courses/{id}`). */
    locationCourses: (locationId: string) => [...queryKeys.catalogue.all, 'location-courses', locationId] as const,
    /** The category → course tree of a campus that the course picker walks. */
    tree: (locationId: string) => [...queryKeys.catalogue.all, 'tree', locationId] as const,
    categories: () => [...queryKeys.catalogue.all, 'categories'] as const,
    locations: () => [...queryKeys.catalogue.all, 'locations'] as const,
    aqfLevels: () => [...queryKeys.catalogue.all, 'aqf-levels'] as const,
  },
  users: {
    all: ['users'] as const,
    lists: () => [...queryKeys.users.all, 'list'] as const,
    list: (query: Partial<UserListQuery>) => [...queryKeys.users.lists(), query] as const,
    detail: (id: string) => [...queryKeys.users.all, 'detail', id] as const,
    trainer: (id: string) => [...queryKeys.users.all, 'trainer', id] as const,
    /** Staff notes on a person's record, a page at a time. */
    notes: (id: string) => [...queryKeys.users.all, 'notes', id] as const,
    /** The documents of a person's forms, on their record. */
    documents: (id: string) => [...queryKeys.users.all, 'documents', id] as const,
  },
  /** Roles, their permission matrix and the role picker: one prefix, since all show the same records. */
  roles: {
    all: ['roles'] as const,
    lists: () => [...queryKeys.roles.all, 'list'] as const,
    list: (query: { search?: string }) => [...queryKeys.roles.lists(), query] as const,
    detail: (id: string) => [...queryKeys.roles.all, 'detail', id] as const,
    /** The role picker and the users list's role filter (`GET /api/roles/list`). */
    options: () => [...queryKeys.roles.all, 'options'] as const,
    permissionSettings: () => [...queryKeys.roles.all, 'permission-settings'] as const,
  },
  /**
   * The student forms of every family. A save, a submit or a verification invalidates `forms.all`: a form
   * shows in its family's list and on its own page, and the lists show its state and clocks.
   */
  forms: {
    all: ['forms'] as const,
    /** Every list of one family (its slug), whatever the search, filters and page. */
    lists: (type: string) => [...queryKeys.forms.all, 'list', type] as const,
    list: (type: string, query: Partial<FormListQuery>) => [...queryKeys.forms.lists(type), query] as const,
    detail: (id: string) => [...queryKeys.forms.all, 'detail', id] as const,
    /** A short-lived link to one file or signature of a form: under the form, so its changes reach it. */
    file: (id: string, fileId: string) => [...queryKeys.forms.detail(id), 'file', fileId] as const,
    /** What happened to a form (`GET /api/form/{id}/history`): under the form, so every change refreshes it. */
    history: (id: string) => [...queryKeys.forms.detail(id), 'history'] as const,
    /** The families (`GET /api/form-types`). */
    types: () => [...queryKeys.forms.all, 'types'] as const,
  },
  /**
   * Support tickets: lists (`GET /api/tickets`), one ticket (`GET /api/tickets/{id}`), categories
   * (`GET /api/ticket-categories`) and departments (`GET /api/ticket-departments`).
   */
  tickets: {
    all: ['tickets'] as const,
    lists: () => [...queryKeys.tickets.all, 'list'] as const,
    list: (query: TicketListQuery) => [...queryKeys.tickets.lists(), query] as const,
    detail: (id: string) => [...queryKeys.tickets.all, 'detail', id] as const,
    categories: () => [...queryKeys.tickets.all, 'categories'] as const,
    departments: () => [...queryKeys.tickets.all, 'departments'] as const,
    /** Who tickets can be assigned to (`GET /api/ticket-staff`). */
    staff: () => [...queryKeys.tickets.all, 'staff'] as const,
    /** Satisfaction per category and staff member (`GET /api/ticket-ratings`). */
    ratings: () => [...queryKeys.tickets.all, 'ratings'] as const,
    /** A guest's ticket through their link (`GET /api/tickets/guest/{id}`). */
    guest: (id: string) => [...queryKeys.tickets.all, 'guest', id] as const,
    /** The categories a guest chooses from (`GET /api/tickets/guest/categories`). */
    guestCategories: () => [...queryKeys.tickets.all, 'guest-categories'] as const,
  },
  /** The dashboard's figures, an agent's students and people's timelines (docs/decisions.md, "Notifications and dashboards"). */
  dashboard: {
    all: ['dashboard'] as const,
    figures: () => [...queryKeys.dashboard.all, 'figures'] as const,
    timeline: (userId: string, query: object) => [...queryKeys.dashboard.all, 'timeline', userId, query] as const,
    /** A page of an agent's students (`GET /api/agent-students`). */
    agentStudents: (query: object) => [...queryKeys.dashboard.all, 'agent-students', query] as const,
    /** The trends of a family's forms and the rest ('' for the person's default family). */
    trends: (formType: string) => [...queryKeys.dashboard.all, 'trends', formType] as const,
    /** The records one point of a trend counts. */
    trendEntries: (params: object, query: object) => [...queryKeys.dashboard.all, 'trend-entries', params, query] as const,
    /** The quick search's answer for a term (`GET /api/search`). */
    search: (term: string) => [...queryKeys.dashboard.all, 'search', term] as const,
  },
  /** A person's notifications (the bell and the page share the list). */
  notifications: {
    all: ['notifications'] as const,
    list: () => [...queryKeys.notifications.all, 'list'] as const,
  },
  /** Live chat: who is there, the queue, a person's chats, and one chat's messages. */
  chat: {
    all: ['chat'] as const,
    availability: () => [...queryKeys.chat.all, 'availability'] as const,
    roster: () => [...queryKeys.chat.all, 'roster'] as const,
    unassigned: () => [...queryKeys.chat.all, 'unassigned'] as const,
    active: () => [...queryKeys.chat.all, 'active'] as const,
    ended: () => [...queryKeys.chat.all, 'ended'] as const,
    history: (id: string) => [...queryKeys.chat.all, 'history', id] as const,
  },
  /** Short courses: lists (`GET /api/short-courses`) and details (`GET /api/short-courses/{id}`). */
  shortCourses: {
    all: ['short-courses'] as const,
    lists: () => [...queryKeys.shortCourses.all, 'list'] as const,
    list: (query: ShortCourseListQuery) => [...queryKeys.shortCourses.lists(), query] as const,
    detail: (id: string) => [...queryKeys.shortCourses.all, 'detail', id] as const,
    /** The public booking page's course and sessions (`GET /api/short-course-book/{id}`). */
    bookable: (id: string) => [...queryKeys.shortCourses.all, 'bookable', id] as const,
    /** A student's own orders (`GET /api/applied-short-courses`). */
    mine: (query: Partial<OrderListQuery>) => [...queryKeys.shortCourses.all, 'mine', query] as const,
    /** A course's sessions (`GET /api/short-courses/{id}/books`). */
    sessions: (courseId: string) => [...queryKeys.shortCourses.all, 'sessions', courseId] as const,
    /** The office's orders (`GET /api/short-course-orders`) and one order. */
    orders: (query: OrderListQuery) => [...queryKeys.shortCourses.all, 'orders', query] as const,
    order: (id: string) => [...queryKeys.shortCourses.all, 'order', id] as const,
    /** What happened to an order (`GET /api/short-course-orders/{id}/history`); refreshed with every change. */
    orderHistory: (id: string) => [...queryKeys.shortCourses.all, 'order-history', id] as const,
    /** A participant's documents for a course (`GET /api/applied-short-courses/{shortCourseId}/document/{userId}`). */
    documents: (shortCourseId: string, userId: string) => [...queryKeys.shortCourses.all, 'documents', shortCourseId, userId] as const,
  },
};
