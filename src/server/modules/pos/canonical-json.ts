import crypto from 'node:crypto';

/**
 * JSON with object keys sorted at every level (by UTF-16 code units, as Array#sort), so equal
 * bodies hash equally whatever their key order; keys whose value is undefined are left out. The
 * text is what stored request hashes were computed from: it must never change.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) {
      if (i > 0) out += ',';
      out += canonicalJson(value[i]) ?? '';
    }
    return `${out}]`;
  }
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    let out = '{';
    let first = true;
    for (const key of Object.keys(record).sort()) {
      const v = record[key];
      if (v === undefined) continue;
      out += `${first ? '' : ','}${JSON.stringify(key)}:${canonicalJson(v)}`;
      first = false;
    }
    return `${out}}`;
  }
  return JSON.stringify(value);
}

export function sha256Hex(text: string): string {
  return crypto.createHash('sha256').update(text).digest('hex');
}
