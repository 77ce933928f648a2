import { describe, expect, it } from 'vitest';
import { ZStoreCreate } from '../../../../shared/store/store';
import {
  emptyConfig,
  emptyStoreForm,
  formPathOf,
  formToInput,
  parseOptions,
} from './store-form-values';

describe('store form values', () => {
  it('keeps the country code in the first two characters of phone and fax (default 90)', () => {
    const input = formToInput({
      ...emptyStoreForm(),
      phone: '216 123 45 67',
      faxCc: '49',
      fax: '301234',
    });
    expect(input.phoneNumber).toBe('902161234567');
    expect(input.fax).toBe('49301234');
    expect(formToInput(emptyStoreForm()).phoneNumber).toBeNull();
  });

  it('sends only changed files and never an empty password', () => {
    const config = emptyConfig(2);
    config.files.main = { action: 'set', stored: false, name: 'a.xslt', base64: 'QUJD' };
    config.files.logo = { action: 'clear', stored: true };
    const [sent] = formToInput({ ...emptyStoreForm(), configs: [config] }).docTypeConfigs ?? [];
    expect(sent).toMatchObject({ xsltMain: 'QUJD', xsltLogo: null });
    expect(sent).not.toHaveProperty('xsltFooter');
    expect(sent).not.toHaveProperty('integratorPwd');
  });

  it('rejects an invalid VKN through the shared schema', () => {
    const input = formToInput({ ...emptyStoreForm(), name: 'Şube', taxNo: '1234567891' });
    const result = ZStoreCreate.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['taxNo']);
  });

  it('parses integrator options and maps error paths to fields', () => {
    expect(parseOptions('a=1\n\nb = x=y')).toEqual({ a: '1', b: 'x=y' });
    expect(parseOptions('novalue')).toBeNull();
    expect(formPathOf('body.phoneNumber')).toBe('phone');
    expect(formPathOf('body.emailConfigs.replyTo')).toBe('replyTo');
    expect(formPathOf('docTypeConfigs.1.emailConfigs.replyTo')).toBe('docTypeConfigs.1.replyTo');
  });
});
