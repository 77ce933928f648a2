import type { TFunction } from 'i18next';
import { trRegistration } from '../../../../shared/i18n/tr/registration';

type TPlanKey = keyof typeof trRegistration.plans;

const isPlanKey = (code: string): code is TPlanKey => Object.hasOwn(trRegistration.plans, code);

/** A plan's name in the interface language; a plan added to the catalogue later shows its code. */
export function planLabel(t: TFunction<'registration'>, code: string): string {
  return isPlanKey(code) ? t(`plans.${code}`) : code;
}
