import { z } from 'zod';

/** İzibiz's test service (its WSDLs' soap:address) and its live one. */
export const IZIBIZ_TEST_URL = 'https://efaturatest.izibiz.com.tr';
export const IZIBIZ_LIVE_URL = 'https://efatura.izibiz.com.tr';

/** The İzibiz product's plugin configuration (Yönetim → Entegratörler). */
export const ZIzibizProductConfig = z.object({
  // `double`: the İzibiz double in this process (demos; refused in production).
  environment: z.enum(['test', 'live', 'double']).catch('test'),
  testUrl: z.url().catch(IZIBIZ_TEST_URL),
  liveUrl: z.url().catch(IZIBIZ_LIVE_URL),
});
export const IZIBIZ_DEFAULT_CONFIG: z.infer<typeof ZIzibizProductConfig> = {
  environment: 'test',
  testUrl: IZIBIZ_TEST_URL,
  liveUrl: IZIBIZ_LIVE_URL,
};

export const IN_PROCESS_DOUBLE = 'in-process-double';

/** The service address a product's configuration points at (IN_PROCESS_DOUBLE for the double). */
export function izibizBaseUrl(pluginConfigurations: Record<string, unknown> | undefined): string {
  const config = ZIzibizProductConfig.parse({ ...IZIBIZ_DEFAULT_CONFIG, ...pluginConfigurations });
  if (config.environment === 'double') return IN_PROCESS_DOUBLE;
  return config.environment === 'live' ? config.liveUrl : config.testUrl;
}

/** A store's İzibiz options (integratorOptions): whether İzibiz mails e-Arşiv invoices. */
export const ZIzibizStoreOptions = z.object({
  earsivEmail: z.boolean().catch(true).default(true),
});
