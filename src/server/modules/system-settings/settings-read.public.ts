// The settings as the code that enforces them reads them, without the routes (the pipeline
// worker and the export job load this file only).
export { readSetting, mailSenderOf } from './system-settings.service';
