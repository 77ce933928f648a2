import fs from 'node:fs';
import path from 'node:path';
import { requireIntegratorDir } from '../../integrators-dir';
import { IZIBIZ_SERVICES, type TIzibizService } from '../services';
import { childElements, parseXml, type XmlElement } from '../soap/xml-read';

export type TWsdlOperation = {
  service: TIzibizService;
  name: string;
  requestElement: string;
  responseElement: string;
};
export type TWsdlService = {
  service: TIzibizService;
  namespace: string;
  /** The soap:address path (İzibiz's test server's address, without its host). */
  path: string;
  /** By request element local name. */
  operations: Map<string, TWsdlOperation>;
};

const localName = (qname: string | null) => (qname ?? '').replace(/^.*:/, '');

function descendants(root: XmlElement, name: string): XmlElement[] {
  const found: XmlElement[] = [];
  const walk = (el: XmlElement) => {
    for (const child of childElements(el)) {
      if (child.localName === name) found.push(child);
      walk(child);
    }
  };
  walk(root);
  return found;
}

/** One service as its published WSDL describes it: address path and operations. */
function readWsdl(integratorsDir: string, service: TIzibizService): TWsdlService {
  const { folder } = IZIBIZ_SERVICES[service];
  const dir = requireIntegratorDir(integratorsDir, path.join('izibiz', 'wsdl', folder));
  const file = fs.readdirSync(dir).find((f) => f.endsWith('.wsdl'));
  if (!file) throw new Error(`no WSDL in ${dir}`);
  const root = parseXml(fs.readFileSync(path.join(dir, file), 'utf8'));
  const namespace = root.getAttribute('targetNamespace') ?? '';
  const messages = new Map<string, string>();
  for (const message of descendants(root, 'message')) {
    const [part] = childElements(message, 'part');
    if (part)
      messages.set(message.getAttribute('name') ?? '', localName(part.getAttribute('element')));
  }
  const operations = new Map<string, TWsdlOperation>();
  for (const portType of descendants(root, 'portType')) {
    for (const op of childElements(portType, 'operation')) {
      const [input] = childElements(op, 'input');
      const [output] = childElements(op, 'output');
      const requestElement = messages.get(localName(input?.getAttribute('message') ?? null));
      const responseElement = messages.get(localName(output?.getAttribute('message') ?? null));
      if (!requestElement || !responseElement) continue;
      const name = op.getAttribute('name') ?? '';
      operations.set(requestElement, { service, name, requestElement, responseElement });
    }
  }
  const [address] = descendants(root, 'address');
  const location = address?.getAttribute('location') ?? '';
  return { service, namespace, path: new URL(location).pathname, operations };
}

/** Every service the double serves, read from İzibiz's WSDLs. */
export function readWsdlCatalogue(integratorsDir: string): TWsdlService[] {
  return (Object.keys(IZIBIZ_SERVICES) as TIzibizService[]).map((s) => readWsdl(integratorsDir, s));
}
