import { z } from 'zod';
import { istanbulParts } from '../format/istanbul-time';
import { messageKey } from '../i18n/message-key';

/** Spec §5 card form messages (given in English; both languages show them as written). */
export const CARD_NUMBER_MESSAGE = messageKey('errors.fields.cardNumber');
export const CARD_EXPIRY_MESSAGE = messageKey('errors.fields.cardExpiry');
export const CARD_CVV_MESSAGE = messageKey('errors.fields.cardCvv');

export type TCardBrand = 'visa' | 'mastercard' | 'amex' | 'troy' | 'other';

/** Digits only: people type card numbers in groups of four, with spaces or dashes. */
export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '');
}

/** ISO/IEC 7812 check digit (Luhn): every second digit from the right doubled. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The network by its leading digits (IIN ranges); Troy is Türkiye's domestic scheme. */
export function cardBrand(digits: string): TCardBrand {
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^9792/.test(digits)) return 'troy';
  if (/^4/.test(digits)) return 'visa';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard';
  return 'other';
}

const LENGTHS: Record<TCardBrand, readonly number[]> = {
  amex: [15],
  visa: [13, 16, 19],
  mastercard: [16],
  troy: [16],
  other: [12, 13, 14, 15, 16, 17, 18, 19],
};

export function cardNumberValid(number: string): boolean {
  const digits = cardDigits(number);
  if (!/^\d{12,19}$/.test(digits)) return false;
  return LENGTHS[cardBrand(digits)].includes(digits.length) && luhnValid(digits);
}

/** American Express prints a four-digit code on the front; every other network three on the back. */
export function cvvValid(cvv: string, brand: TCardBrand): boolean {
  return (brand === 'amex' ? /^\d{4}$/ : /^\d{3}$/).test(cvv);
}

export type TCardExpiry = { month: number; year: number };

/** 'MM/YY' or 'MM/YYYY' (spaces allowed around the slash); null when it is not a month. */
export function parseCardExpiry(text: string): TCardExpiry | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  const month = Number(match[1]);
  const year = Number(match[2]?.length === 2 ? `20${match[2]}` : match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** How far ahead issuers print expiry dates; anything later is a typo. */
const MAX_YEARS_AHEAD = 20;

/**
 * A card works through the last day of its expiry month, so it is valid while that month has not
 * ended in Türkiye (the business time zone).
 */
export function cardExpiryValid(text: string, now: Date): boolean {
  const expiry = parseCardExpiry(text);
  const today = istanbulParts(now);
  if (!expiry || !today) return false;
  const months = (expiry.year - today.year) * 12 + (expiry.month - today.month);
  return months >= 0 && months <= MAX_YEARS_AHEAD * 12;
}

/**
 * The card as the form sends it; it goes to the payment provider and is never stored or logged
 * (only the provider's token and the last four digits are kept).
 */
export const ZCardInput = z
  .object({
    holderName: z.string().trim().min(1, messageKey('errors.fields.required')).max(100),
    number: z
      .string()
      .max(40, CARD_NUMBER_MESSAGE)
      .refine(cardNumberValid, CARD_NUMBER_MESSAGE)
      .transform(cardDigits),
    expiry: z
      .string()
      .max(10, CARD_EXPIRY_MESSAGE)
      .refine((text) => cardExpiryValid(text, new Date()), CARD_EXPIRY_MESSAGE),
    cvv: z
      .string()
      .trim()
      .regex(/^\d{3,4}$/, CARD_CVV_MESSAGE),
  })
  // Three or four digits is checked first, so all three fields show their message at once; which
  // of the two the network wants needs a valid number.
  .superRefine((card, ctx) => {
    if (!cvvValid(card.cvv, cardBrand(card.number))) {
      ctx.addIssue({ code: 'custom', path: ['cvv'], message: CARD_CVV_MESSAGE });
    }
  });
export type TCardInput = z.input<typeof ZCardInput>;
export type TCard = z.output<typeof ZCardInput>;
