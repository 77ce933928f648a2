// What other code may use from the auth module; importing its other files fails lint.
export { authRoutes } from './auth.routes';
export { meRoutes } from './me.routes';
export { newOtpSecret } from './otp';
export { otpRoutes } from './otp.routes';
export { reserveAttempts, type TAttemptPolicy } from './sign-in-limits';
