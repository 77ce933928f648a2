import { XMLSerializer } from '@xmldom/xmldom';
import { validateIzibizElement } from '../contract/validate-element';
import { IZIBIZ_BATCH_LIMITS } from '../services';
import { readEnvelope, soapEnvelope, soapFaultEnvelope, SoapFormatError } from '../soap/envelope';
import { childText, type XmlElement } from '../soap/xml-read';
import { leaf, node } from '../soap/xml-text';
import type { DoubleState } from './double-state';
import {
  DoubleFault,
  headerText,
  PRODUCT_NAMES,
  type TDoubleOptions,
  type THandler,
} from './handler-kit';
import type { TWsdlService } from './wsdl-catalogue';

export type TDispatchResult = { status: number; body: string; operation: string | null };
export type TDoubleContext = {
  state: DoubleState;
  opts: TDoubleOptions & { integratorsDir: string };
  handlers: Record<string, THandler>;
};

const serializer = new XMLSerializer();

function faultDetail(service: TWsdlService, state: DoubleState, fault: DoubleFault): string {
  const error = [
    leaf('INTL_TXN_ID', state.nextTxn()),
    leaf('ERROR_CODE', fault.code),
    leaf('ERROR_SHORT_DES', fault.message),
    leaf('ERROR_ELEMENT_INDEX', fault.elementIndex ?? undefined),
  ];
  const ns = { 'xmlns:w': service.namespace };
  // The archive's RequestFault wraps the error in RequestFaultResponse (EFaturaArchive5.xsd).
  return service.service === 'earsiv'
    ? node('w:RequestFault', [node('RequestFaultResponse', error)], ns)
    : node('w:RequestFault', error, ns);
}

/** Every answer is checked against the published schemas; what fails is kept as a violation. */
async function checked(ctx: TDoubleContext, service: TWsdlService, what: string, element: string) {
  const result = await validateIzibizElement(ctx.opts.integratorsDir, service.service, element);
  if (!result.valid) ctx.state.violations.push(`${what}: ${result.errors.join('; ')}`);
}

async function login(ctx: TDoubleContext, request: XmlElement): Promise<string[]> {
  const account = ctx.state.accounts.get(childText(request, 'USER_NAME') ?? '');
  if (!account || account.password !== (childText(request, 'PASSWORD') ?? '')) {
    throw new DoubleFault(10002, 'Oturum oluşturulamadı: kullanıcı adı veya şifre hatalı');
  }
  if (!account.active) throw new DoubleFault(10012, `Kullanıcı aktif degil ${account.username}`);
  if (!account.customerActive) throw new DoubleFault(10016, 'Müşteri sistemde aktif degildir.');
  return [leaf('SESSION_ID', ctx.state.openSession(account.username))];
}

async function answer(
  ctx: TDoubleContext,
  name: string,
  request: XmlElement,
  bytes: number,
): Promise<string[]> {
  if (name === 'Login') return login(ctx, request);
  const injected = ctx.state.faults.takeError(name);
  if (injected) throw new DoubleFault(injected.code, injected.text);
  const account = ctx.state.sessionAccount(headerText(request, 'SESSION_ID') ?? '');
  if (!account) {
    throw new DoubleFault(
      10004,
      'Geçersiz oturum. Lütfen tekrar oturum oluşturunuz ve tekrar deneyiniz',
    );
  }
  if (!account.active) throw new DoubleFault(10012, `Kullanıcı aktif degil ${account.username}`);
  if (!account.customerActive) throw new DoubleFault(10016, 'Müşteri sistemde aktif degildir.');
  const handler = ctx.handlers[name];
  if (!handler) throw new DoubleFault(10015, `Servis desteklenmemektedir. Servis adı ${name}`);
  if (handler.product && !account.products.includes(handler.product)) {
    throw new DoubleFault(
      10005,
      `Hesabınızın ${PRODUCT_NAMES[handler.product]} ürün aktif degildir`,
    );
  }
  if (bytes > IZIBIZ_BATCH_LIMITS.bytes) {
    throw new DoubleFault(10010, 'Bir istek boyutu maksimum 5MB veya 100 adet belge içerebilir');
  }
  const compressed = (headerText(request, 'COMPRESSED') ?? 'Y') !== 'N';
  return handler.answer({ state: ctx.state, request, account, compressed, opts: ctx.opts });
}

/** One SOAP request to one of the double's services, as İzibiz would answer it. */
export async function dispatch(
  ctx: TDoubleContext,
  service: TWsdlService,
  text: string,
): Promise<TDispatchResult> {
  let request: XmlElement;
  let name: string | null = null;
  try {
    const message = readEnvelope(text);
    if (message.kind !== 'body') throw new SoapFormatError('a request cannot be a fault');
    request = message.element;
    const operation = service.operations.get(request.localName ?? '');
    if (!operation) {
      throw new DoubleFault(10015, `Servis desteklenmemektedir. Servis adı ${request.localName}`);
    }
    name = operation.name;
    ctx.state.requests.set(name, (ctx.state.requests.get(name) ?? 0) + 1);
    const element = serializer.serializeToString(request);
    const valid = await validateIzibizElement(ctx.opts.integratorsDir, service.service, element);
    if (!valid.valid) {
      ctx.state.violations.push(`${name} request: ${valid.errors.join('; ')}`);
      throw new DoubleFault(10013, `Gönderilen istek geçersizdir. Hata sebebi ${valid.errors[0]}`);
    }
    const children = await answer(ctx, name, request, Buffer.byteLength(text));
    const response = node(`w:${operation.responseElement}`, children, {
      'xmlns:w': service.namespace,
    });
    await checked(ctx, service, `${name} response`, response);
    return { status: 200, body: soapEnvelope(response), operation: name };
  } catch (err) {
    const fault =
      err instanceof DoubleFault
        ? err
        : err instanceof SoapFormatError
          ? new DoubleFault(10013, `Gönderilen istek geçersizdir. Hata sebebi ${err.message}`)
          : new DoubleFault(10001, `Sistemde Beklenmedik Bir Hata Oluştu: ${String(err)}`);
    const detail = faultDetail(service, ctx.state, fault);
    await checked(ctx, service, `${name ?? '?'} fault`, detail);
    return { status: 500, body: soapFaultEnvelope(fault.message, detail), operation: name };
  }
}
