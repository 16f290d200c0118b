// Sign-in and accounts (spec §7). Login and get-user answer at the top level, as the spec shows them.
import * as z from 'zod';
import { ForgotPasswordBody, GetUserResponse, LoginBody, LoginResponse, OneTimeToken, RegisterBody, ResetPasswordBody } from '../schemas/auth';
import { Id } from '../schemas/common';
import { MessageAnswer, routesOf } from './contract';

const { publicCall, userCall } = routesOf('auth');

export const authApi = {
  login: publicCall('POST', '/api/login', { body: LoginBody, response: LoginResponse }),
  logout: userCall('POST', '/api/logout', {}, { response: MessageAnswer }),
  getUser: userCall('POST', '/api/get-user', {}, { response: GetUserResponse }),
  /** 202 for a new address and a registered one alike: what happens next is in the mail. */
  register: publicCall('POST', '/api/register', { body: RegisterBody, response: MessageAnswer }),
  verifyEmail: publicCall('POST', '/api/email/verify/{id}/{token}', { params: z.object({ id: Id(), token: OneTimeToken }), response: MessageAnswer }),
  resendVerification: userCall('POST', '/api/email/resend', {}, { response: MessageAnswer }),
  forgotPassword: publicCall('POST', '/api/forgot-password', { body: ForgotPasswordBody, response: MessageAnswer }),
  resetPassword: publicCall('POST', '/api/reset-password', { body: ResetPasswordBody, response: MessageAnswer }),
};
