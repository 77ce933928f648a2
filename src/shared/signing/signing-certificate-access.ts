/**
 * The certificate signs every document of the tenant, so only its owner and platform
 * administrators may see or replace it (the API and the screen ask the same question).
 */
export function canManageSigningCertificate(account: {
  isAdmin: boolean;
  isOwner: boolean;
}): boolean {
  return account.isAdmin || account.isOwner;
}
