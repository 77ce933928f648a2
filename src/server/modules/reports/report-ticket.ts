import { z } from 'zod';
import { DOC_TYPES } from '../../../shared/domain/enums';
import { LANGUAGES } from '../../../shared/i18n/languages';
import { ZReportFormat } from '../../../shared/reports/report-codes';
import { decryptSecret, encryptSecret, type TSecretBinding } from '../../lib/secrets';

/** How long a download token works: the browser fetches the file right after the config. */
export const REPORT_TICKET_TTL_MS = 60_000;

/**
 * What a report download token carries: who asked (user, session family), in which scope
 * (tenant, store), for which one request (definition, format, parameters), until when.
 */
const ZReportTicket = z.object({
  requestId: z.uuid(),
  userId: z.uuid(),
  familyId: z.uuid(),
  tenantId: z.uuid(),
  storeId: z.uuid().nullable(),
  reportId: z.uuid(),
  format: ZReportFormat,
  language: z.enum(LANGUAGES),
  params: z.object({
    startDate: z.string(),
    endDate: z.string(),
    storeId: z.uuid().nullable(),
    docType: z.literal(DOC_TYPES).nullable(),
  }),
  issuedAtMs: z.number().int(),
  expiresAtMs: z.number().int(),
});
export type TReportTicket = z.infer<typeof ZReportTicket>;

const bindingOf = (requestId: string): TSecretBinding => ({
  purpose: 'report-download',
  row: requestId,
});

/**
 * The opaque download token (spec §7 file downloader's accessToken): the ticket encrypted with
 * AES-256-GCM under a key of its own purpose, the request id as authenticated data, so it reads
 * only on its own request's URL and any change to it fails to decrypt.
 */
export function sealReportTicket(secretKey: Buffer, ticket: TReportTicket): string {
  return encryptSecret(JSON.stringify(ticket), secretKey, bindingOf(ticket.requestId));
}

export type TTicketCheck =
  { ok: true; ticket: TReportTicket } | { ok: false; reason: 'invalid' | 'expired' };

export function openReportTicket(
  secretKey: Buffer,
  requestId: string,
  token: string,
  now: number,
): TTicketCheck {
  let parsed: unknown;
  try {
    parsed = JSON.parse(decryptSecret(token, secretKey, bindingOf(requestId)));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const ticket = ZReportTicket.safeParse(parsed);
  if (!ticket.success || ticket.data.requestId !== requestId)
    return { ok: false, reason: 'invalid' };
  if (now >= ticket.data.expiresAtMs) return { ok: false, reason: 'expired' };
  return { ok: true, ticket: ticket.data };
}
