import { describe, expect, it } from 'vitest';
import { SETTING_KEYS, settingValue } from './setting-catalogue';
import { ZSettingUpdate } from './system-settings';

describe('settingValue', () => {
  const key = 'earsiv.cancelWindowDays';

  it('takes the tenant’s own value, then the global one, then the default', () => {
    const global = { scope: 'global', value: 5 };
    const tenant = { scope: 'tenant', value: 2 };
    expect(settingValue([global, tenant], key)).toBe(2);
    expect(settingValue([global], key)).toBe(5);
    expect(settingValue([], key)).toBe(7);
  });

  it('skips a stored value that breaks the key’s rules', () => {
    expect(
      settingValue(
        [
          { scope: 'tenant', value: 99 },
          { scope: 'global', value: 4 },
        ],
        key,
      ),
    ).toBe(4);
    expect(settingValue([{ scope: 'global', value: 'seven' }], key)).toBe(7);
  });

  it('ignores a tenant row for a key that has no per-tenant value', () => {
    expect(
      settingValue(
        [
          { scope: 'tenant', value: 'Tenant Name' },
          { scope: 'global', value: 'Global Name' },
        ],
        'mail.senderName',
      ),
    ).toBe('Global Name');
    expect(settingValue([], 'mail.senderAddress')).toBeNull();
  });
});

describe('ZSettingUpdate', () => {
  it('accepts an update of every key of the catalogue', () => {
    const updatable = new Set(
      SETTING_KEYS.filter(
        (k) => ZSettingUpdate.safeParse({ key: k, scope: 'global', value: null }).success,
      ),
    );
    expect([...updatable]).toEqual(SETTING_KEYS);
  });
});
