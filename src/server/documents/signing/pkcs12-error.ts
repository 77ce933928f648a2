import { tr } from '../../../shared/i18n/tr';

export type TPkcs12Problem =
  | 'malformed'
  | 'wrong-password'
  | 'no-key'
  | 'no-certificate'
  | 'unsupported-key'
  | 'not-yet-valid'
  | 'expired'
  | 'too-large'
  | 'too-costly'
  | 'busy';

/** The problem's Turkish text (errors.codes.*), so a log line reads the same as the answer. */
function problemText(problem: TPkcs12Problem): string {
  switch (problem) {
    case 'wrong-password':
      return tr.errors.codes.CERTIFICATE_PASSWORD_WRONG;
    case 'expired':
      return tr.errors.codes.CERTIFICATE_EXPIRED;
    case 'too-large':
      return tr.errors.codes.PAYLOAD_TOO_LARGE.certificate;
    case 'too-costly':
      return tr.errors.codes.CERTIFICATE_TOO_COSTLY;
    case 'busy':
      return tr.errors.codes.RATE_LIMITED.certificatesBusy;
    default:
      return tr.errors.codes.CERTIFICATE_INVALID[problem];
  }
}

export class Pkcs12Error extends Error {
  readonly problem: TPkcs12Problem;
  readonly details: Record<string, unknown>;
  constructor(problem: TPkcs12Problem, details: Record<string, unknown> = {}) {
    super(problemText(problem));
    this.name = 'Pkcs12Error';
    this.problem = problem;
    this.details = details;
  }
}
