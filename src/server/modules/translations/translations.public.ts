// What other code may use from the translations module; importing its other files fails lint.
export { translationRoutes } from './translations.routes';
