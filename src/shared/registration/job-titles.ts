import { z } from 'zod';
import { messageKey } from '../i18n/message-key';

/**
 * The registration form's job titles (spec §5 `jobTitleId`): a fixed reference list, labelled
 * through `registration:jobTitles.<key>` in Turkish and English.
 */
export const JOB_TITLES = [
  { id: 1, key: 'owner' },
  { id: 2, key: 'generalManager' },
  { id: 3, key: 'financeManager' },
  { id: 4, key: 'accountant' },
  { id: 5, key: 'storeManager' },
  { id: 6, key: 'itManager' },
  { id: 7, key: 'other' },
] as const;

export type TJobTitleKey = (typeof JOB_TITLES)[number]['key'];

const JOB_TITLE_MESSAGE = messageKey('errors.fields.jobTitle');

export const ZJobTitleId = z
  .number(JOB_TITLE_MESSAGE)
  .int(JOB_TITLE_MESSAGE)
  .refine((id) => JOB_TITLES.some((title) => title.id === id), JOB_TITLE_MESSAGE);

export function jobTitleKey(id: number): TJobTitleKey | undefined {
  return JOB_TITLES.find((title) => title.id === id)?.key;
}
