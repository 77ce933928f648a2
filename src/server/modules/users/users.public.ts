// What other code may use from the users module; importing its other files fails lint.
export { adminUsersRoutes } from './admin-users.routes';
export {
  invitationBase,
  issueInvitationCode,
  sendInvitation,
  type TInvitationDeps,
} from './invitation';
export {
  canUseAccount,
  consumeOtpTimeStep,
  findUserByEmail,
  findUserById,
  markSignedIn,
  setOtp,
  setPasswordHash,
  type TUserRow,
} from './user-account.repository';
export { toUserDto } from './user-dto';
export { usersRoutes } from './users.routes';
export { consumeResetCode, issueResetCode, setPasswordLink } from './reset-code.repository';
