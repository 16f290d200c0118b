import { authApi } from '@shared/api/auth';
import { answer, implement, serve } from '@functions/platform/http';
import * as Auth from './account-access';

export const handler = serve(
  'auth',
  implement(authApi, {
    login: ({ body, client }) => Auth.login(body.email, body.password, body.remember, client),
    logout: async ({ caller }) => {
      await Auth.logout(caller);
      return { message: 'You have been signed out.' };
    },
    getUser: ({ caller }) => Auth.currentUser(caller),
    register: async ({ body, client }) => {
      await Auth.register(body.name, body.email, body.password, client);
      // 202 for a new address and a registered one alike: what happens next is in the mail.
      return answer(202, { message: 'Thank you. We have sent you an e-mail: open the link in it to finish.' });
    },
    verifyEmail: async ({ params }) => ({ message: await Auth.verifyEmail(params.id, params.token) }),
    resendVerification: async ({ caller, client }) => {
      await Auth.resendVerification(caller, client);
      return { message: 'We have sent you a new verification e-mail.' };
    },
    forgotPassword: async ({ body, client }) => {
      await Auth.forgotPassword(body.email, client);
      return { message: 'If an account exists for this e-mail, we have sent a link to reset the password.' };
    },
    resetPassword: async ({ body, client }) => {
      await Auth.resetPassword(body.email, body.token, body.password, client);
      return { message: 'Your password has been reset. You can sign in now.' };
    },
  }),
);
