// Who may call what, written by hand from spec §6, docs/decisions.md and the permissions each shipped role
// holds on a fresh install (DEFAULT_ROLE_PERMISSIONS, read once and copied out here). Nothing in this file
// is computed from the route table or the access rules it checks: opening a route to everyone in
// shared/routes.ts must disagree with this table, not follow it.

/** The roles the portal ships with, one demo account each (infra/local/demo-accounts.ts). */
export const SHIPPED_ROLES = ['Superadmin', 'Admin', 'Agent', 'Student', 'Trainer', 'Student Support', 'Admissions'] as const;
export type ShippedRole = (typeof SHIPPED_ROLES)[number];

/** Callers without a session: nobody signed in, and a bearer token the server never issued. */
export const SIGNED_OUT = ['anonymous', 'a made-up token'] as const;
export type Principal = (typeof SIGNED_OUT)[number] | ShippedRole;

/** Every principal the authorization walk calls each route as. */
export const PRINCIPALS: readonly Principal[] = [...SIGNED_OUT, ...SHIPPED_ROLES];

/** Anyone at all, signed in or not, with any token or none. */
export const PUBLIC = 'PUBLIC';

/** The expected access of one route: public, or the shipped roles admitted (all others refused). */
export type Access = typeof PUBLIC | readonly ShippedRole[];

// ---- The recurring groups ----

/** Every signed-in user, whatever their role (spec §6: "Profile: any role"). */
export const EVERY_SIGNED_IN: readonly ShippedRole[] = ['Superadmin', 'Admin', 'Agent', 'Student', 'Trainer', 'Student Support', 'Admissions'];

/** Spec §6: roles pages and permission settings need only Superadmin; an Admin holding every permission is still refused. */
export const SUPERADMIN_ONLY: readonly ShippedRole[] = ['Superadmin'];

/** The admin roles (spec §6); on a fresh install only they hold create-, update- and delete- of users and the catalogue. */
export const ADMINS: readonly ShippedRole[] = ['Superadmin', 'Admin'];

/** Who holds list-user and show-user on a fresh install: the admins and the two front-office staff roles. */
export const USER_READERS: readonly ShippedRole[] = ['Superadmin', 'Admin', 'Student Support', 'Admissions'];

/** Who holds list-course and show-course on a fresh install. */
export const COURSE_READERS: readonly ShippedRole[] = ['Superadmin', 'Admin', 'Agent', 'Trainer', 'Admissions'];

/** Issue 11: who holds menu-chat on a fresh install (chats with staff): everyone but the trainers. */
export const CHATTERS: readonly ShippedRole[] = ['Superadmin', 'Admin', 'Agent', 'Student', 'Student Support', 'Admissions'];

/** Issue 11: who holds take-chat (answers chats): the admins and the two front-office staff roles. */
export const CHAT_STAFF: readonly ShippedRole[] = ['Superadmin', 'Admin', 'Student Support', 'Admissions'];

// ---- The table: one line per route of the route table ----

export const EXPECTED_ACCESS: Record<string, Access> = {
  // Sign-in and accounts (spec §7; decisions: accounts and sign-in)
  'POST /api/login': PUBLIC,
  'POST /api/logout': EVERY_SIGNED_IN,
  'POST /api/get-user': EVERY_SIGNED_IN,
  'POST /api/register': PUBLIC,
  'POST /api/email/verify/{id}/{token}': PUBLIC,
  // Unverified users can sign in and ask for a new link from the dashboard notice, whatever their role.
  'POST /api/email/resend': EVERY_SIGNED_IN,
  'POST /api/forgot-password': PUBLIC,
  'POST /api/reset-password': PUBLIC,

  // One's own profile (spec §6: "Profile: any role")
  'GET /api/profile': EVERY_SIGNED_IN,
  'PUT /api/profile': EVERY_SIGNED_IN,
  'POST /api/profile/password': EVERY_SIGNED_IN,
  'POST /api/profile/avatar': EVERY_SIGNED_IN,
  'DELETE /api/profile/avatar': EVERY_SIGNED_IN,

  // Users (spec §6: list-user, show-user, update-user "(password change)"; create-user and delete-user)
  'GET /api/users': USER_READERS,
  // Ticket assignment picks staff from this list, so update-ticket opens it too; today only Student Support holds that, and it lists users anyway.
  'GET /api/non-student-users': USER_READERS,
  'POST /api/users': ADMINS,
  'GET /api/users/{id}': USER_READERS,
  'PUT /api/users/{id}': ADMINS,
  'DELETE /api/users/{id}': ADMINS,
  // Verifying changes the user, so it needs update-user: Student Support and Admissions can see users but not verify them.
  'POST /api/users/{id}/verify': ADMINS,
  'POST /api/users/{id}/change-password': ADMINS,
  'POST /api/users/{id}/active': ADMINS,
  // Staff who see users open any trainer's profile; a Trainer is admitted (update-trainer-profile) but only to their own (ownership walk).
  'GET /api/users/{id}/trainer': ['Superadmin', 'Admin', 'Trainer', 'Student Support', 'Admissions'],
  // Admin lacks update-trainer-profile but holds update-user, which changes any trainer's profile; a Trainer only their own.
  'PUT /api/users/{id}/trainer': ['Superadmin', 'Admin', 'Trainer'],
  // Staff notes on a person's record: the staff who may open accounts (show-user) read and add them; never the person.
  'GET /api/users/{id}/notes': USER_READERS,
  'POST /api/users/{id}/notes': USER_READERS,

  // Roles and permission settings (spec §6: Superadmin only)
  // Not a roles page: the users screens fill their role filter and role picker from it, so whoever lists or edits users reads it.
  'GET /api/roles/list': USER_READERS,
  'GET /api/roles': SUPERADMIN_ONLY,
  'POST /api/roles': SUPERADMIN_ONLY,
  'GET /api/roles/{id}': SUPERADMIN_ONLY,
  'PUT /api/roles/{id}': SUPERADMIN_ONLY,
  'DELETE /api/roles/{id}': SUPERADMIN_ONLY,
  'GET /api/permission-settings': SUPERADMIN_ONLY,
  'PUT /api/permission-settings': SUPERADMIN_ONLY,

  // Course catalogue (decisions: course catalogue, "who reads what"). The pickers every form needs are open
  // to every signed-in user, a Student included; the full list and a course's full record (fees, status) need list-/show-course.
  'GET /api/course-list': EVERY_SIGNED_IN,
  // Issue 7: a course's page for whoever may pick it in a form (a Student included): its description, campuses
  // and upcoming intakes, which the pickers already show them, but not its fees, which stay with list-/show-course.
  'GET /api/course-list/{id}': EVERY_SIGNED_IN,
  'GET /api/courses/aqf-levels': EVERY_SIGNED_IN,
  'GET /api/parent-category-course-location/{locationId}': EVERY_SIGNED_IN,
  'GET /api/location-courses/{id}': EVERY_SIGNED_IN,
  'GET /api/course': COURSE_READERS,
  'POST /api/course': ADMINS,
  'GET /api/course/{id}': COURSE_READERS,
  'PUT /api/course/{id}': ADMINS,
  'DELETE /api/course/{id}': ADMINS,
  // A picker too (course categories), though the catalogue has a list-category permission.
  'GET /api/category': EVERY_SIGNED_IN,
  'POST /api/category': ADMINS,
  'PUT /api/category/{id}': ADMINS,
  'DELETE /api/category/{id}': ADMINS,
  // A picker too (campuses), though the catalogue has a list-location permission.
  'GET /api/location': EVERY_SIGNED_IN,
  'POST /api/location': ADMINS,
  'PUT /api/location/{id}': ADMINS,
  'DELETE /api/location/{id}': ADMINS,

  // Student forms (issue 8): every signed-in user reaches the calls; which families a caller may fill in or
  // list, and whose forms they see, the handler decides from the form's family (tests/integration/forms.test.ts).
  'GET /api/form-types': EVERY_SIGNED_IN,
  'GET /api/form': EVERY_SIGNED_IN,
  'GET /api/form-export': EVERY_SIGNED_IN,
  'POST /api/form': EVERY_SIGNED_IN,
  'GET /api/form/{id}': EVERY_SIGNED_IN,
  'POST /api/form/{id}': EVERY_SIGNED_IN,
  'POST /api/form/{id}/uploads': EVERY_SIGNED_IN,
  'POST /api/form/{id}/uploads/confirm': EVERY_SIGNED_IN,
  'GET /api/form/{id}/files/{fileId}': EVERY_SIGNED_IN,
  'GET /api/form/{id}/history': EVERY_SIGNED_IN,
  'GET /api/form/{id}/pdf': EVERY_SIGNED_IN,
  // verify-form: the admins and Admissions on a fresh install.
  'GET /api/form-verify/{id}': ['Superadmin', 'Admin', 'Admissions'],
  'GET /api/form-unverify/{id}': ['Superadmin', 'Admin', 'Admissions'],
  // Sending a form back with a reason is a checker's decision, as verifying is (verify-form).
  'POST /api/form/{id}/return': ['Superadmin', 'Admin', 'Admissions'],
  // An agent's own students (spec §6: the Agent role, and the Superadmin, who holds every role's powers); each caller
  // reads only their own, so a Superadmin who never filled a form in for a student reads an empty list.
  'GET /api/agent-students': ['Superadmin', 'Agent'],

  // Departments: whoever lists tickets (list-ticket: students, agents, Student Support, Admissions) or manages categories (the admins).
  'GET /api/ticket-departments': ['Superadmin', 'Admin', 'Agent', 'Student', 'Student Support', 'Admissions'],
  // Ticket categories. Listing: whoever may raise a ticket (create-ticket: students, agents, Student Support)
  // or list categories (Student Support, Admissions); a Trainer holds neither on a fresh install.
  'GET /api/ticket-categories': ['Superadmin', 'Admin', 'Agent', 'Student', 'Student Support', 'Admissions'],
  // create-, update-, delete-ticket-category: the admins only.
  'POST /api/ticket-categories': ['Superadmin', 'Admin'],
  'PUT /api/ticket-categories/{id}': ['Superadmin', 'Admin'],
  'DELETE /api/ticket-categories/{id}': ['Superadmin', 'Admin'],
  // Tickets. list-, show-ticket: who raises tickets (students, agents) and the departments that answer them
  // (Student Support, Admissions); create-ticket: not Admissions; update-ticket (assigning): the departments;
  // delete-ticket: the admins. Which tickets each sees is the ownership walk's.
  'GET /api/tickets': ['Superadmin', 'Admin', 'Agent', 'Student', 'Student Support', 'Admissions'],
  'POST /api/tickets': ['Superadmin', 'Admin', 'Agent', 'Student', 'Student Support'],
  'GET /api/tickets/{id}': ['Superadmin', 'Admin', 'Agent', 'Student', 'Student Support', 'Admissions'],
  'DELETE /api/tickets/{id}': ['Superadmin', 'Admin'],
  'POST /api/tickets/{id}/assign': ['Superadmin', 'Admin', 'Student Support', 'Admissions'],
  'DELETE /api/tickets/{id}/assignments/{userId}': ['Superadmin', 'Admin', 'Student Support', 'Admissions'],
  // Merging is answering: the staff who answer tickets (update-ticket), for tickets they answer (else 404).
  'POST /api/tickets/{id}/merge': ['Superadmin', 'Admin', 'Student Support', 'Admissions'],
  'POST /api/tickets/{id}/close': ['Superadmin', 'Admin', 'Agent', 'Student', 'Student Support', 'Admissions'],
  'POST /api/tickets/{id}/reopen': ['Superadmin', 'Admin', 'Agent', 'Student', 'Student Support', 'Admissions'],
  'POST /api/tickets/{id}/messages': ['Superadmin', 'Admin', 'Agent', 'Student', 'Student Support', 'Admissions'],
  'GET /api/tickets/messages/{id}/attachments/{attId}': ['Superadmin', 'Admin', 'Agent', 'Student', 'Student Support', 'Admissions'],
  'GET /api/tickets/messages/{id}/attachments/{attId}/download': ['Superadmin', 'Admin', 'Agent', 'Student', 'Student Support', 'Admissions'],
  // Rating is the requester's (show-ticket, then ownership); making a ticket from a chat, the assign picker
  // and the satisfaction figures are for whoever answers tickets (update-ticket: the admins, the departments).
  'POST /api/tickets/{id}/rating': ['Superadmin', 'Admin', 'Agent', 'Student', 'Student Support', 'Admissions'],
  'POST /api/tickets/create-from-chat': ['Superadmin', 'Admin', 'Student Support', 'Admissions'],
  'GET /api/ticket-staff': ['Superadmin', 'Admin', 'Student Support', 'Admissions'],
  'GET /api/ticket-ratings': ['Superadmin', 'Admin', 'Student Support', 'Admissions'],
  // Guests have no account: their mailed link's pass (a header) opens their own ticket, checked by the
  // guests' suite (tests/integration/ticket-guests.test.ts).
  'GET /api/tickets/guest/categories': PUBLIC,
  'POST /api/tickets/guest': PUBLIC,
  'POST /api/tickets/guest/{id}/link': PUBLIC,
  'GET /api/tickets/guest/{id}': PUBLIC,
  'POST /api/tickets/guest/{id}/messages': PUBLIC,
  'POST /api/tickets/guest/{id}/close': PUBLIC,
  'POST /api/tickets/guest/{id}/reopen': PUBLIC,
  'POST /api/tickets/guest/{id}/rating': PUBLIC,
  'GET /api/tickets/guest/{id}/messages/{messageId}/attachments/{attId}': PUBLIC,
  'GET /api/tickets/guest/{id}/messages/{messageId}/attachments/{attId}/download': PUBLIC,

  // Short courses: Superadmin only until the domain's permissions are in the catalogue; then write here who holds them.
  // Issue 10, short courses. list-short-course: students (and the admins); the catalogue's changes, its
  // sessions ("books") and the booking office (list-, show-, update-short-course-order): the admins.
  'GET /api/short-courses': ['Superadmin', 'Admin', 'Student'],
  'POST /api/short-courses': ['Superadmin', 'Admin'],
  'GET /api/short-courses/{id}': ['Superadmin', 'Admin', 'Student'],
  'PUT /api/short-courses/{id}': ['Superadmin', 'Admin'],
  'DELETE /api/short-courses/{id}': ['Superadmin', 'Admin'],
  'GET /api/short-courses/{id}/books': ['Superadmin', 'Admin'],
  'POST /api/short-courses/{id}/books': ['Superadmin', 'Admin'],
  'PUT /api/short-course-books/{id}': ['Superadmin', 'Admin'],
  'DELETE /api/short-course-books/{id}': ['Superadmin', 'Admin'],
  // The public booking page: anyone, signed in or not.
  'GET /api/short-course-book/{id}': PUBLIC,
  'POST /api/short-course-book/{id}': PUBLIC,
  // Its customer confirms a public booking from the mailed link: the token is the key, not a session.
  'POST /api/short-course-bookings/{id}/confirm': PUBLIC,
  'GET /api/short-course-orders': ['Superadmin', 'Admin'],
  // A customer's own order (ownership walk), or the office's.
  'GET /api/short-course-orders/{id}': ['Superadmin', 'Admin', 'Student'],
  'POST /api/short-course-orders/{id}/status': ['Superadmin', 'Admin'],
  'POST /api/short-course-orders/{id}/confirm-payment': ['Superadmin', 'Admin'],
  'GET /api/short-course-orders/{id}/history': ['Superadmin', 'Admin'],
  'GET /api/applied-short-courses': ['Superadmin', 'Admin', 'Student'],
  'POST /api/applied-short-courses': ['Superadmin', 'Admin', 'Student'],
  'POST /api/applied-short-courses/{id}/pay': ['Superadmin', 'Admin', 'Student'],
  // A participant's documents: the participant (list-short-course) and the office (list-short-course-order); the
  // office alone checks them (update-short-course-order).
  'GET /api/applied-short-courses/{shortCourseId}/document/{userId}': ['Superadmin', 'Admin', 'Student'],
  'POST /api/applied-short-courses/{shortCourseId}/document/{userId}/uploads': ['Superadmin', 'Admin', 'Student'],
  'POST /api/applied-short-courses/{shortCourseId}/document/{userId}/uploads/confirm': ['Superadmin', 'Admin', 'Student'],
  'GET /api/applied-short-courses/{shortCourseId}/document/{userId}/files/{fileId}': ['Superadmin', 'Admin', 'Student'],
  'DELETE /api/applied-short-courses/{shortCourseId}/document/{userId}/files/{fileId}': ['Superadmin', 'Admin', 'Student'],
  'POST /api/applied-short-courses/{shortCourseId}/document/{userId}/check': ['Superadmin', 'Admin'],
  // The tax invoice: its customer (list-short-course) and staff who download invoices (the admins).
  'GET /api/short-course-orders/{id}/pdf': ['Superadmin', 'Admin', 'Student'],
  // Issue 11, live chat: menu-chat to chat, take-chat to answer; guests by their chat pass.
  'GET /api/chat/check-availability': CHATTERS,
  'GET /api/chat/staff-roles': CHAT_STAFF,
  'GET /api/chat/active': CHATTERS,
  'GET /api/chat/ended': CHATTERS,
  'GET /api/chat/unassigned': CHAT_STAFF,
  'POST /api/chat/student/start': CHATTERS,
  'POST /api/chat/{id}/accept': CHAT_STAFF,
  'GET /api/chat/{id}/history': CHATTERS,
  'POST /api/chat/{id}/message': CHATTERS,
  'POST /api/chat/{id}/join-support-staff': CHAT_STAFF,
  'POST /api/chat/{id}/leave-support-staff': CHAT_STAFF,
  'POST /api/chat/{id}/transfer': CHAT_STAFF,
  'POST /api/chat/{id}/end': CHATTERS,
  'POST /api/chat/{id}/read': CHATTERS,
  'POST /api/chat/{id}/upload': CHATTERS,
  'GET /api/chat/{id}/attachments': CHATTERS,
  'GET /api/chat/messages/{id}/download/{fileId}': CHATTERS,
  'GET /api/chat/guest/available-staff': PUBLIC,
  'POST /api/chat/guest/start': PUBLIC,
  'GET /api/chat/guest/{id}/history': PUBLIC,
  'POST /api/chat/guest/{id}/message': PUBLIC,
  'POST /api/chat/guest/{id}/end': PUBLIC,
  'POST /api/chat/guest/{id}/upload': PUBLIC,
  'POST /api/user/set-offline-status': EVERY_SIGNED_IN,
  // Issue 12: everyone's own notifications.
  'GET /api/notifications': EVERY_SIGNED_IN,
  'PATCH /api/notifications/{id}': EVERY_SIGNED_IN,
  'POST /api/notifications/bulk-delete': EVERY_SIGNED_IN,
  // Issue 12: the dashboard (spec §6's four roles, and view-dashboard, which the other shipped roles hold) and a
  // person's timeline (their own; anyone's for holders of show-user: the walk of ownership checks the rest).
  'GET /api/dashboard': EVERY_SIGNED_IN,
  // Its trends: each caller's charts of what they may list, and a point's records for those whose chart it is (the
  // scope a point names is checked by its domain: tests/integration/trends.test.ts).
  'GET /api/dashboard/trends': EVERY_SIGNED_IN,
  'GET /api/dashboard/trends/{series}/{period}': EVERY_SIGNED_IN,
  'GET /api/users/{id}/timeline': EVERY_SIGNED_IN,
  'GET /api/users/{id}/timeline/export': EVERY_SIGNED_IN,
  // A person's documents on their record: those who may open accounts, as the record's notes.
  'GET /api/users/{id}/documents': USER_READERS,
  // The quick search: anyone signed in may ask; what it looks in follows what they may list (search.test.ts).
  'GET /api/search': EVERY_SIGNED_IN,
  'POST /api/user/toggle-chat-availability': CHAT_STAFF,
};

/**
 * Routes whose records belong to someone: a caller the table admits still gets 404 for a record that is not
 * theirs (decisions: "another id answers 404, as for any record the caller may not see"). Written apart from
 * the routes' `ownerScoped` flag so that a route losing its flag is caught; the ownership walk covers each.
 */
export const OWNER_SCOPED_ROUTES: readonly string[] = [
  'GET /api/users/{id}/trainer',
  'PUT /api/users/{id}/trainer',
  // Issue 8: a student's or an agent's form.
  'GET /api/form/{id}',
  'POST /api/form/{id}',
  'POST /api/form/{id}/uploads',
  'POST /api/form/{id}/uploads/confirm',
  'GET /api/form/{id}/files/{fileId}',
  'GET /api/form/{id}/history',
  'GET /api/form/{id}/pdf',
  // Issue 9: a ticket, for its requester (and the staff who answer it).
  'GET /api/tickets/{id}',
  'POST /api/tickets/{id}/close',
  'POST /api/tickets/{id}/reopen',
  'POST /api/tickets/{id}/messages',
  'GET /api/tickets/messages/{id}/attachments/{attId}',
  'GET /api/tickets/messages/{id}/attachments/{attId}/download',
  'POST /api/tickets/{id}/rating',
  // Issue 10: a student's short-course booking.
  'GET /api/short-course-orders/{id}',
  'POST /api/applied-short-courses/{id}/pay',
  'GET /api/short-course-orders/{id}/pdf',
  'GET /api/applied-short-courses/{shortCourseId}/document/{userId}',
  'POST /api/applied-short-courses/{shortCourseId}/document/{userId}/uploads',
  'POST /api/applied-short-courses/{shortCourseId}/document/{userId}/uploads/confirm',
  'GET /api/applied-short-courses/{shortCourseId}/document/{userId}/files/{fileId}',
  'DELETE /api/applied-short-courses/{shortCourseId}/document/{userId}/files/{fileId}',
  // Issue 11: a student's chat, for them and the staff on it.
  'GET /api/chat/{id}/history',
  'POST /api/chat/{id}/message',
  'POST /api/chat/{id}/end',
  'POST /api/chat/{id}/read',
  'POST /api/chat/{id}/upload',
  'GET /api/chat/{id}/attachments',
  'GET /api/chat/messages/{id}/download/{fileId}',
  // Issue 12: a person's notification, by its id.
  'PATCH /api/notifications/{id}',
  'GET /api/users/{id}/timeline',
  'GET /api/users/{id}/timeline/export',
];
