// The taxpayer status poll for processes without the HTTP app (`npm run worker`).
export { startTaxpayerStatusPoller } from './taxpayer-status-poller';
