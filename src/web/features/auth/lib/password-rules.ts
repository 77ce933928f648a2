// Spec §5 password strength hints: all four must hold for a strong password.
export const PASSWORD_RULES = [
  { id: 'minLength', test: (password: string) => password.length >= 8 },
  {
    id: 'upperLower',
    test: (password: string) => /\p{Lu}/u.test(password) && /\p{Ll}/u.test(password),
  },
  { id: 'special', test: (password: string) => /[^\p{L}\p{N}\s]/u.test(password) },
  { id: 'digit', test: (password: string) => /\p{Nd}/u.test(password) },
] as const;

export type TPasswordRuleId = (typeof PASSWORD_RULES)[number]['id'];

export function passedPasswordRules(password: string): TPasswordRuleId[] {
  return PASSWORD_RULES.filter((rule) => rule.test(password)).map((rule) => rule.id);
}

export function isStrongPassword(password: string): boolean {
  return PASSWORD_RULES.every((rule) => rule.test(password));
}
