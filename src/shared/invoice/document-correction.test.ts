import { describe, expect, it } from 'vitest';
import { ZPosCustomer } from '../pos/customer';
import { toFormCustomer, ZResendCustomerForm } from './document-correction';

const empty = toFormCustomer(undefined);
const errorsOf = (values: Partial<typeof empty>) => {
  const result = ZResendCustomerForm.safeParse({ ...empty, ...values });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
};

describe('the correct-and-resend buyer form', () => {
  it('applies the POS API rules with messages the screen translates', () => {
    expect(errorsOf({ name: 'X', taxNo: '1234567801' })).toEqual({
      taxNo: 'documentCorrection.errors.taxNo',
    });
    expect(errorsOf({ taxNo: '1234567808' })).toEqual({
      name: 'documentCorrection.errors.nameForVkn',
    });
    expect(errorsOf({ taxNo: '10000000146' })).toEqual({
      firstName: 'documentCorrection.errors.personForTckn',
    });
    expect(errorsOf({ name: 'X', email: 'not-mail' })).toEqual({
      email: 'documentCorrection.errors.email',
    });
    expect(errorsOf({})).toEqual({ name: 'documentCorrection.errors.buyerRequired' });
  });

  it('yields the POS customer the server checks again, address nested, blanks dropped', () => {
    const values = { ...empty, name: ' Alıcı A.Ş. ', taxNo: '1234567808', cityName: 'İzmir' };
    const customer = ZResendCustomerForm.parse(values);
    expect(customer).toEqual({
      name: 'Alıcı A.Ş.',
      taxNo: '1234567808',
      address: { cityName: 'İzmir' },
    });
    expect(ZPosCustomer.parse(customer)).toEqual(customer);
    expect(toFormCustomer(customer)).toMatchObject({
      name: 'Alıcı A.Ş.',
      cityName: 'İzmir',
      alias: '',
    });
  });
});
