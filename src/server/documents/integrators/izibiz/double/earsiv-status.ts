import type { DoubleState, TDoubleDocument } from './double-state';

// docs/earsiv/_getearchivestatus.md: the e-Arşiv statuses and the e-mail statuses.
const STEPS = [
  { status: 100, text: 'KUYRUĞA EKLENDİ' },
  { status: 110, text: 'İŞLENİYOR' },
  { status: 120, text: 'RAPORLANACAK' },
  { status: 130, text: 'RAPORLANDI' },
] as const;
const EMAIL_STEPS = [
  { status: 100, text: 'HENÜZ İŞLENMEDİ' },
  { status: 110, text: 'İŞLENİYOR' },
  { status: 120, text: 'İŞLENDİ' },
  { status: 130, text: 'E-MAIL GÖNDERİM SONLANDI' },
] as const;
const CANCELLED_UNREPORTED = { status: 150, text: 'RAPORLANMADAN İPTAL EDİLDİ. RAPORLANMAYACAK.' };

export type TEarsivStatus = {
  status: number;
  text: string;
  reportId: number | null;
  email: { status: number; text: string } | null;
};

/** Where an e-Arşiv invoice stands: one step of the table per step of the double's clock. */
export function earsivStatusOf(state: DoubleState, doc: TDoubleDocument): TEarsivStatus {
  const steps = state.stepsSince(doc);
  const step = STEPS[Math.min(steps, STEPS.length - 1)] ?? STEPS[0];
  const reported = step.status === 130;
  const stepsAtCancel =
    doc.cancelledAt === null ? null : Math.floor((doc.cancelledAt - doc.receivedAt) / state.stepMs);
  const cancelledBefore = stepsAtCancel !== null && stepsAtCancel < STEPS.length - 1;
  const current = cancelledBefore ? CANCELLED_UNREPORTED : step;
  return {
    status: current.status,
    text: current.text,
    reportId: reported && !cancelledBefore ? 1_000_000 + (doc.receivedAt % 1_000_000) : null,
    email: doc.email ? (EMAIL_STEPS[Math.min(steps, EMAIL_STEPS.length - 1)] ?? null) : null,
  };
}
