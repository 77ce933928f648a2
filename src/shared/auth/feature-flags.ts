import { z } from 'zod';

/** Spec §2 Menu: the users section is shown only while this backend flag is on. */
export const FEATURE_ADD_EMPLOYEE = 'AddEmployee';

export const ZFeatureFlag = z.object({ name: z.string(), isActive: z.boolean() });
export type TFeatureFlag = z.infer<typeof ZFeatureFlag>;

export const ZFeatureFlagList = z.object({ featureFlags: z.array(ZFeatureFlag) });
export type TFeatureFlagList = z.infer<typeof ZFeatureFlagList>;

export function isFeatureActive(list: readonly TFeatureFlag[], name: string): boolean {
  return list.some((flag) => flag.name === name && flag.isActive);
}
