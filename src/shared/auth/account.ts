import { z } from 'zod';
import { ZPermission } from './permissions';
import { ZUser } from './user';

/**
 * `GET /api/auth/me`: who is signed in and at which scope (spec §3 Session/state). The web app
 * reads it on load because the tokens live in an HTTP-only cookie; 401 when signed out.
 */
export const ZAccount = z.object({
  user: ZUser,
  isAdmin: z.boolean(),
  isOwner: z.boolean(),
  manageAdminUsers: z.boolean(),
  permissions: z.array(ZPermission),
  tenantId: z.uuid().nullable(),
  tenantName: z.string().nullable(),
  storeId: z.uuid().nullable(),
  storeName: z.string().nullable(),
});
export type TAccount = z.infer<typeof ZAccount>;
