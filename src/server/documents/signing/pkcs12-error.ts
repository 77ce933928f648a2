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

const MESSAGES: Record<TPkcs12Problem, string> = {
  malformed:
    'Dosya bir PKCS#12 (.p12/.pfx) dosyası değil. / The file is not a PKCS#12 (.p12/.pfx) file.',
  'wrong-password': 'PKCS#12 parolası yanlış. / The PKCS#12 password is wrong.',
  'no-key': 'PKCS#12 dosyasında özel anahtar yok. / The PKCS#12 file holds no private key.',
  'no-certificate':
    'PKCS#12 dosyasında anahtarla eşleşen sertifika yok. / The PKCS#12 file holds no certificate for its key.',
  'unsupported-key': 'Yalnız RSA anahtarları desteklenir. / Only RSA keys are supported.',
  'not-yet-valid': 'Sertifika henüz geçerli değil. / The certificate is not valid yet.',
  expired: 'Sertifikanın süresi dolmuş. / The certificate has expired.',
  'too-large': 'PKCS#12 dosyası çok büyük. / The PKCS#12 file is too large.',
  'too-costly':
    'PKCS#12 dosyasının açılması çok fazla işlem gerektiriyor (yineleme sayısı çok yüksek). Dosyayı ' +
    'daha düşük bir yineleme sayısıyla yeniden dışa aktarın. / Opening the PKCS#12 file takes too ' +
    'much work (its iteration count is too high). Export it again with a lower iteration count.',
  busy:
    'Şu anda başka sertifikalar işleniyor; biraz sonra yeniden deneyin. / Other certificates are ' +
    'being processed right now; try again shortly.',
};

export class Pkcs12Error extends Error {
  readonly problem: TPkcs12Problem;
  readonly details: Record<string, unknown>;
  constructor(problem: TPkcs12Problem, details: Record<string, unknown> = {}) {
    super(MESSAGES[problem]);
    this.name = 'Pkcs12Error';
    this.problem = problem;
    this.details = details;
  }
}
