import type { TSettingKey } from '../../../../shared/system-settings/setting-catalogue';

/** The management texts of each setting (`settings.keys.<name>.label` and `.hint`). */
export const SETTING_TEXT: Record<
  TSettingKey,
  | 'cancelWindow'
  | 'maxBackdate'
  | 'clientResponse'
  | 'threshold'
  | 'senderName'
  | 'senderAddress'
  | 'replyTo'
> = {
  'earsiv.cancelWindowDays': 'cancelWindow',
  'documents.maxBackdateDays': 'maxBackdate',
  'efatura.clientResponseDays': 'clientResponse',
  'earsiv.thresholdAmount': 'threshold',
  'mail.senderName': 'senderName',
  'mail.senderAddress': 'senderAddress',
  'mail.replyTo': 'replyTo',
};

/** Rules count whole days or whole liras; mail settings are texts. */
export const isDaysSetting = (key: TSettingKey) => key.endsWith('Days');
export const isLiraSetting = (key: TSettingKey) => key.endsWith('Amount');
