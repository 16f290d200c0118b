// Sign-in and accounts (spec §7). Login and get-user answer at the top level, as the spec shows them.
import * as z from 'zod';
import { ForgotPasswordBody, GetUserResponse, LoginBody, LoginResponse, OneTimeToken, RegisterBody, ResetPasswordBody } from '../schemas/auth';
import { Id } from '../schemas/common';
import { AUTH_CALLS } from './auth-calls';
import { MessageAnswer, routesOf } from './contract';

const { publicCall, userCall } = routesOf('auth');

export const authApi = {
  login: publicCall(...AUTH_CALLS.login, { body: LoginBody, response: LoginResponse }),
  logout: userCall(...AUTH_CALLS.logout, {}, { response: MessageAnswer }),
  getUser: userCall(...AUTH_CALLS.getUser, {}, { response: GetUserResponse }),
  /** 202 for a new address and a registered one alike: what happens next is in the mail. */
  register: publicCall(...AUTH_CALLS.register, { body: RegisterBody, response: MessageAnswer }),
  verifyEmail: publicCall(...AUTH_CALLS.verifyEmail, { params: z.object({ id: Id(), token: OneTimeToken }), response: MessageAnswer }),
  resendVerification: userCall(...AUTH_CALLS.resendVerification, {}, { response: MessageAnswer }),
  forgotPassword: publicCall(...AUTH_CALLS.forgotPassword, { body: ForgotPasswordBody, response: MessageAnswer }),
  resetPassword: publicCall(...AUTH_CALLS.resetPassword, { body: ResetPasswordBody, response: MessageAnswer }),
};
