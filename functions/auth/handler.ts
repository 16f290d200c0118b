import { z } from 'zod';
import { ForgotPasswordBody, LoginBody, OneTimeToken, RegisterBody, ResetPasswordBody } from '@shared/schemas/auth';
import { Id } from '@shared/schemas/common';
import { route, routes } from '@functions/lib/http';
import * as Auth from './auth';

export const handler = routes('auth', {
  'POST /api/login': route({
    body: LoginBody,
    handler: async ({ body, client }) => ({ raw: { ...(await Auth.login(body.email, body.password, body.remember, client)) } }),
  }),
  'POST /api/logout': route({
    handler: async ({ caller }) => {
      await Auth.logout(caller);
      return { message: 'You have been signed out.' };
    },
  }),
  'POST /api/get-user': route({ handler: async ({ caller }) => ({ raw: { ...(await Auth.currentUser(caller)) } }) }),
  'POST /api/register': route({
    body: RegisterBody,
    handler: async ({ body, client }) => {
      await Auth.register(body.name, body.email, body.password, client);
      // 202 for a new address and a registered one alike: what happens next is in the mail.
      return { status: 202, message: 'Thank you. We have sent you an e-mail: open the link in it to finish.' };
    },
  }),
  'POST /api/email/verify/{id}/{token}': route({
    path: z.object({ id: Id(), token: OneTimeToken }),
    handler: async ({ path }) => ({ message: await Auth.verifyEmail(path.id, path.token) }),
  }),
  'POST /api/email/resend': route({
    handler: async ({ caller, client }) => {
      await Auth.resendVerification(caller, client);
      return { message: 'We have sent you a new verification e-mail.' };
    },
  }),
  'POST /api/forgot-password': route({
    body: ForgotPasswordBody,
    handler: async ({ body, client }) => {
      await Auth.forgotPassword(body.email, client);
      return { message: 'If an account exists for this e-mail, we have sent a link to reset the password.' };
    },
  }),
  'POST /api/reset-password': route({
    body: ResetPasswordBody,
    handler: async ({ body, client }) => {
      await Auth.resetPassword(body.email, body.token, body.password, client);
      return { message: 'Your password has been reset. You can sign in now.' };
    },
  }),
});
