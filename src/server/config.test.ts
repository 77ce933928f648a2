import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'posbelge-config-'));

  it('applies the documented defaults', () => {
    const c = loadConfig({ DATA_DIR: dataDir });
    expect(c.port).toBe(3000);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.embeddedPg).toEqual({ dir: path.join(dataDir, 'pg'), port: 54329 });
    expect(c.secretKey).toHaveLength(32);
  });

  it('keeps the generated development key across loads', () => {
    const a = loadConfig({ DATA_DIR: dataDir }).secretKey;
    const b = loadConfig({ DATA_DIR: dataDir }).secretKey;
    expect(a.equals(b)).toBe(true);
  });

  it('names every bad variable in one message', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', DATA_DIR: dataDir })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ PORT: '70000', SECRET_KEY: 'short', DATA_DIR: dataDir })).toThrow(
      /PORT[\s\S]*SECRET_KEY/,
    );
  });

  it('requires SECRET_KEY in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir })).toThrow(/SECRET_KEY/);
  });

  it('requires PUBLIC_URL in production and defaults it to localhost elsewhere', () => {
    const key = { SECRET_KEY: 'ab'.repeat(32), DATA_DIR: dataDir };
    expect(() => loadConfig({ NODE_ENV: 'production', ...key })).toThrow(/PUBLIC_URL/);
    expect(
      loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://e.example', ...key }).publicUrl,
    ).toBe('https://e.example');
    expect(loadConfig({ PORT: '3100', DATA_DIR: dataDir }).publicUrl).toBe('http://localhost:3100');
    expect(() => loadConfig({ PUBLIC_URL: 'not a url', DATA_DIR: dataDir })).toThrow(/PUBLIC_URL/);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', DATA_DIR: dataDir }).databaseUrl).toBeUndefined();
  });

  it('trusts X-Forwarded-For from nobody unless told which proxies', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true', DATA_DIR: dataDir }).trustProxy).toBe(true);
    expect(
      loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16', DATA_DIR: dataDir }).trustProxy,
    ).toEqual(['10.0.0.1', '192.168.0.0/16']);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone', DATA_DIR: dataDir })).toThrow(/TRUST_PROXY/);
  });
});
