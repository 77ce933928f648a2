// What other code may use from the ui-state module; importing its other files fails lint.
export { uiStateRoutes } from './ui-state.routes';
