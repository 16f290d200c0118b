import { z } from 'zod';
import { ForgotPasswordBody, LoginBody, OneTimeToken, RegisterBody, ResetPasswordBody } from '@shared/schemas/auth';
import { Id } from '@shared/schemas/common';
import { route, routes } from '@functions/lib/http';
import * as Auth from './auth';

export const handler = routes('auth', {
  'POST /api/login': route({
    body: LoginBody,
    handler: async ({ body }) => ({ raw: { ...(await Auth.login(body.email, body.password, body.remember)) } }),
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
    handler: async ({ body }) => {
      await Auth.register(body.name, body.email, body.password);
      return { status: 201, message: 'Your account is ready. We have sent you an e-mail to verify your address.' };
    },
  }),
  'POST /api/email/verify/{id}/{token}': route({
    path: z.object({ id: Id(), token: OneTimeToken }),
    handler: async ({ path }) => ({ message: await Auth.verifyEmail(path.id, path.token) }),
  }),
  'POST /api/email/resend': route({
    handler: async ({ caller }) => {
      await Auth.resendVerification(caller);
      return { message: 'We have sent you a new verification e-mail.' };
    },
  }),
  'POST /api/forgot-password': route({
    body: ForgotPasswordBody,
    handler: async ({ body }) => {
      await Auth.forgotPassword(body.email);
      return { message: 'If an account exists for this e-mail, we have sent a link to reset the password.' };
    },
  }),
  'POST /api/reset-password': route({
    body: ResetPasswordBody,
    handler: async ({ body }) => {
      await Auth.resetPassword(body.email, body.token, body.password);
      return { message: 'Your password has been reset. You can sign in now.' };
    },
  }),
});
