import fs from 'node:fs';
import path from 'node:path';
import type { XMLFileInfo } from 'xmllint-wasm';
import { requireIntegratorDir } from '../../integrators-dir';
import type { TSchemaSet } from '../../../validation/xsd-pool';
import { IZIBIZ_SERVICES, type TIzibizService } from '../services';

const TARGET_NAMESPACE = /targetNamespace="([^"]+)"/;
const IMPORT = /<(xs|xsd):import\s([^>]*?)\/>/g;

/**
 * A service's schemas as İzibiz publishes them, ready for xmllint: every import's
 * schemaLocation (an address of İzibiz's test server) is pointed at the file of the same folder
 * that declares the imported namespace. The files are read, never copied.
 */
export function izibizSchemaSet(integratorsDir: string, service: TIzibizService): TSchemaSet {
  const { folder, namespace } = IZIBIZ_SERVICES[service];
  const dir = requireIntegratorDir(integratorsDir, path.join('izibiz', 'wsdl', folder));
  const files = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.xsd'))
    .sort()
    .map((fileName) => ({ fileName, contents: fs.readFileSync(path.join(dir, fileName), 'utf8') }));
  const byNamespace = new Map<string, string>();
  for (const file of files) {
    const target = TARGET_NAMESPACE.exec(file.contents)?.[1];
    if (target && !byNamespace.has(target)) byNamespace.set(target, file.fileName);
  }
  const local: XMLFileInfo[] = files.map((file) => ({
    fileName: file.fileName,
    contents: file.contents.replace(IMPORT, (whole, prefix: string, attrs: string) => {
      const imported = /namespace="([^"]+)"/.exec(attrs)?.[1];
      const target = imported ? byNamespace.get(imported) : undefined;
      if (!target) return whole;
      return `<${prefix}:import namespace="${imported}" schemaLocation="${target}"/>`;
    }),
  }));
  const mainName = byNamespace.get(namespace);
  const schema = local.find((f) => f.fileName === mainName);
  if (!schema) throw new Error(`İzibiz ${service}: no schema declares ${namespace} in ${dir}`);
  return { schema, preload: local.filter((f) => f !== schema) };
}
