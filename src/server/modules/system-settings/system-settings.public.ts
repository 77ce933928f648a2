// What other code may use from the system-settings module; importing its other files fails lint.
export { systemSettingsRoutes } from './system-settings.routes';
