// What other code may use from the registration module; importing its other files fails lint.
export { planPaymentRoutes } from './plan-payment.routes';
export { registrationRoutes } from './registration.routes';
