import type { TFunction } from 'i18next';
import type { trRegistration } from '../../../../shared/i18n/tr/registration';

type TPlanKey = keyof typeof trRegistration.plans;

// The plans with a name in the texts (the type keeps this list equal to the texts' keys).
const PLAN_KEYS = { baslangic: true, isletme: true, kurumsal: true } satisfies Record<
  TPlanKey,
  true
>;

const isPlanKey = (code: string): code is TPlanKey => Object.hasOwn(PLAN_KEYS, code);

/** A plan's name in the interface language; a plan added to the catalogue later shows its code. */
export function planLabel(t: TFunction<'translation', 'registration'>, code: string): string {
  return isPlanKey(code) ? t(`plans.${code}`) : code;
}
