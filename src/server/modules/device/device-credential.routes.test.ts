import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZDevice, ZIssuedCredential } from '../../../shared/device/device';
import { verifyDeviceCredential } from './device-credential.service';
import { auditOf, setUpDeviceApi, type TDeviceApi } from './device.test-support';

let api: TDeviceApi;

beforeAll(async () => {
  api = await setUpDeviceApi();
});
afterAll(() => api.t.close());

describe('device credentials API', () => {
  it('rotates the credential: the old one stops working, the new one is shown once', async () => {
    const { device, credential: first } = await api.addDevice();
    const res = await api.inject('POST', `/api/device/credential?deviceId=${device.id}`);
    expect(res.statusCode).toBe(201);
    const second = ZIssuedCredential.parse(res.json());
    expect(second.keyId).not.toBe(first.keyId);
    expect(
      await verifyDeviceCredential(api.db, first.credential, api.t.config.secretKey),
    ).toBeNull();
    expect(
      await verifyDeviceCredential(api.db, second.credential, api.t.config.secretKey),
    ).toMatchObject({
      deviceId: device.id,
    });
    const audits = await auditOf(api.db, device.id);
    expect(audits.at(-1)).toMatchObject({
      action: 'rotate-credential',
      changes: {
        before: { credentialKeyId: first.keyId },
        after: { credentialKeyId: second.keyId },
      },
    });
    const reread = ZDevice.parse((await api.inject('GET', `/api/device?id=${device.id}`)).json());
    expect(reread.credentialKeyId).toBe(second.keyId);
  });

  it('never returns a device secret after its creation or rotation answer', async () => {
    const { device, credential } = await api.addDevice({ description: 'Tarama' });
    const rotated = ZIssuedCredential.parse(
      (await api.inject('POST', `/api/device/credential?deviceId=${device.id}`)).json(),
    );
    const secrets = [credential, rotated].map((c) => c.credential.split('.')[1] ?? 'missing');
    const bodies = [
      (await api.inject('GET', '/api/device/list?pageSize=200')).body,
      (await api.inject('GET', `/api/device/list?searchText=${device.serialNumber}`)).body,
      (await api.inject('GET', `/api/device?id=${device.id}`)).body,
      (await api.inject('PUT', '/api/device', { id: device.id, serialNumber: device.serialNumber }))
        .body,
      (
        await api.inject('PUT', '/api/device/activation', {
          deviceList: [{ deviceId: device.id, isActive: false }],
        })
      ).body,
    ];
    for (const body of bodies) {
      for (const secret of secrets) expect(body).not.toContain(secret);
      expect(body).not.toMatch(/secret/i);
    }
  });
});
