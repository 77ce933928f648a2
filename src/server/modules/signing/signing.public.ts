// What other code may use from the signing module; importing its other files fails lint.
export { signingCertificateRoutes } from './signing-certificate.routes';
