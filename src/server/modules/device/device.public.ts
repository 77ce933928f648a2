// What other code may use from the device module; importing its other files fails lint.
export {
  issueDeviceCredential,
  type TDeviceIdentity,
  verifyDeviceCredential,
} from './device-credential.service';
export { deviceRoutes } from './device.routes';
