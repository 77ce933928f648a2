/** Spec §2 Routes: the first page after sign-in depends on whether a tenant is selected. */
export function homePathAfterSignIn(tenantId: string | number | null | undefined): string {
  return tenantId === null || tenantId === undefined
    ? '/organisation/tenant?page=1&size=10'
    : '/dashboard?page=1&size=10';
}
