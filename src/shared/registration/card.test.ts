import { describe, expect, it } from 'vitest';
import {
  cardBrand,
  cardExpiryValid,
  cardNumberValid,
  cvvValid,
  luhnValid,
  parseCardExpiry,
  ZCardInput,
} from './card';

// Midday of 15 March 2027 in Istanbul; the month ends at 2027-03-31T21:00Z.
const NOW = new Date('2027-03-15T09:00:00Z');

describe('Luhn check digit', () => {
  it.each(['4242424242424242', '5555555555554444', '378282246310005', '79927398713'])(
    '%s passes',
    (digits) => expect(luhnValid(digits)).toBe(true),
  );

  it.each(['4242424242424241', '5555555555554445', '79927398710', '12a4', ''])(
    '%s fails',
    (digits) => expect(luhnValid(digits)).toBe(false),
  );

  it('catches a swap of two neighbouring digits', () => {
    expect(luhnValid('4242424242424224')).toBe(false);
  });
});

describe('card number', () => {
  it('ignores the spaces and dashes people type', () => {
    expect(cardNumberValid('4242 4242 4242 4242')).toBe(true);
    expect(cardNumberValid('4242-4242-4242-4242')).toBe(true);
  });

  it('needs the length of its network', () => {
    // Luhn-valid, but an American Express number has 15 digits.
    expect(cardBrand('3782822463100050')).toBe('amex');
    expect(luhnValid('3400000000000000')).toBe(true);
    expect(cardNumberValid('3400000000000000')).toBe(false);
    expect(cardNumberValid('12345678903')).toBe(false);
  });

  it('names the network by its leading digits', () => {
    expect(cardBrand('4242424242424242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('2223003122003222')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('9792030000000000')).toBe('troy');
    expect(cardBrand('6011111111111117')).toBe('other');
  });
});

describe('CVV', () => {
  it('has four digits on American Express and three elsewhere', () => {
    expect(cvvValid('1234', 'amex')).toBe(true);
    expect(cvvValid('123', 'amex')).toBe(false);
    expect(cvvValid('123', 'visa')).toBe(true);
    expect(cvvValid('1234', 'visa')).toBe(false);
    expect(cvvValid('12a', 'mastercard')).toBe(false);
  });
});

describe('expiry', () => {
  it('reads MM/YY and MM/YYYY', () => {
    expect(parseCardExpiry('03/27')).toEqual({ month: 3, year: 2027 });
    expect(parseCardExpiry('3 / 2027')).toEqual({ month: 3, year: 2027 });
    expect(parseCardExpiry('13/27')).toBeNull();
    expect(parseCardExpiry('00/27')).toBeNull();
    expect(parseCardExpiry('0327')).toBeNull();
  });

  it('is valid through the last day of its month, in Istanbul', () => {
    expect(cardExpiryValid('03/27', NOW)).toBe(true);
    expect(cardExpiryValid('02/27', NOW)).toBe(false);
    // 31 March 23:30 in Istanbul is still March; 1 April 00:30 is not.
    expect(cardExpiryValid('03/27', new Date('2027-03-31T20:30:00Z'))).toBe(true);
    expect(cardExpiryValid('03/27', new Date('2027-03-31T21:30:00Z'))).toBe(false);
  });

  it('refuses a date too far ahead to be printed on a card', () => {
    expect(cardExpiryValid('03/2047', NOW)).toBe(true);
    expect(cardExpiryValid('04/2047', NOW)).toBe(false);
  });
});

describe('card form schema', () => {
  const card = { holderName: 'Ayşe Yılmaz', number: '4242 4242 4242 4242', cvv: '123' };
  const future = `12/${String(new Date().getFullYear() + 2).slice(2)}`;

  it('keeps the digits of a valid card', () => {
    const parsed = ZCardInput.parse({ ...card, expiry: future });
    expect(parsed.number).toBe('4242424242424242');
  });

  it('gives each field its spec §5 message at once', () => {
    const result = ZCardInput.safeParse({ ...card, number: '4242', expiry: '01/20', cvv: '1' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({
      number: 'errors.fields.cardNumber',
      expiry: 'errors.fields.cardExpiry',
      cvv: 'errors.fields.cardCvv',
    });
  });

  it('wants four CVV digits for American Express', () => {
    const amex = { ...card, number: '3782 822463 10005', expiry: future };
    expect(ZCardInput.safeParse({ ...amex, cvv: '123' }).error?.issues[0]?.path).toEqual(['cvv']);
    expect(ZCardInput.safeParse({ ...amex, cvv: '1234' }).success).toBe(true);
  });
});
