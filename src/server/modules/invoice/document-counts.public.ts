// The day-count roll-up for processes without the HTTP app (`npm run worker`). Kept apart from
// invoice.public.ts so such a process does not load the invoice routes and their rendering stack.
export { startDocumentCountsRollUp } from './document-counts-roll-up';
