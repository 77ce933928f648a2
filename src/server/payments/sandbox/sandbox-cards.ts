/**
 * The sandbox provider's test cards, as payment providers publish theirs: any holder name, any
 * future expiry; the CVV must have the network's length (three digits, four for Amex).
 */
export const SANDBOX_CARDS = {
  /** Approved: Visa, Mastercard, American Express, Troy. */
  approved: ['4242424242424242', '5555555555554444', '378282246310005', '9792030000000000'],
  /** Declined: the card's limit does not cover the amount. */
  insufficientFunds: '4000000000009995',
  /** Declined: the CVV does not match the card. */
  incorrectCvv: '4000000000000127',
  /** Never answered: the caller's timeout decides. */
  timeout: '4000000000000119',
} as const;
