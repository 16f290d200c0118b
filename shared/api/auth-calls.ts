// The method and path of each auth call, as plain data: auth.ts builds its routes from them, and the sign-in page
// and the session name the same calls through routeRef (route-def.ts) without loading the schemas.
export const AUTH_CALLS = {
  login: ['POST', '/api/login'],
  logout: ['POST', '/api/logout'],
  getUser: ['POST', '/api/get-user'],
  register: ['POST', '/api/register'],
  verifyEmail: ['POST', '/api/email/verify/{id}/{token}'],
  resendVerification: ['POST', '/api/email/resend'],
  forgotPassword: ['POST', '/api/forgot-password'],
  resetPassword: ['POST', '/api/reset-password'],
} as const;
