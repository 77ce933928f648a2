import type { TTranslations } from '../types';

export const enFieldErrors = {
  required: 'This field is required.',
  max100: 'At most 100 characters.',
  max200: 'At most 200 characters.',
  max500: 'At most 500 characters.',
  email: 'Enter a valid e-mail address.',
  emailRequired: 'An e-mail address is required.',
  emailTaken: 'A user with this e-mail address already exists.',
  phone: 'The phone number needs 10-15 digits including the country code (e.g. 905321234567).',
  otpCode: 'The code must have 6 digits.',
  passwordWeak:
    'The password needs at least 8 characters with upper and lower case letters, a digit and a special character.',
  passwordsMismatch: 'The passwords do not match.',
  taxNo: 'Enter a valid VKN (10 digits) or TCKN (11 digits).',
  countryCode: 'A two-letter country code.',
  base64: 'Not valid base64.',
  filterInvalid: 'Invalid filter.',
  unstorableText:
    'The text contains a character that cannot be stored (NUL or an unpaired UTF-16 surrogate).',
  xmlFileRequired: 'Upload an XML file.',
  gibRootElement: 'The root element must be UserList, found {{name}} (character ~{{offset}})',
  gibMalformed: 'Malformed XML: {{cause}} (character ~{{offset}})',
  gibTruncated: 'The file ends early (character ~{{offset}})',
  notImage: 'The file is not a PNG, JPEG, GIF or SVG image.',
  imageTooLarge: 'The image may be at most 512 KB and {{side}}×{{side}} pixels.',
  notXslt: 'The file is not an XSLT stylesheet.',
  xsltTooDeep: 'The XSLT nests elements too deeply: at most {{max}} levels.',
  xsltExternal:
    'The XSLT uses something that is not allowed: {{what}}. Constructs that read files or URLs, run script or build code while compiling cannot be used.',
  xsltCompile: 'The XSLT does not compile: {{detail}}',
  xsltCompileLimits: 'The XSLT exceeded the time or memory limit while compiling.',
  xsltRender: 'The XSLT failed on the sample {{kind}} document: {{detail}}',
  xsltNan:
    'The XSLT renders NaN on the sample {{kind}} document (format-number); use version="2.0".',
  xsltLimits: 'The XSLT exceeded the memory or output limit on the sample {{kind}} document.',
  xsltTimeout:
    'The XSLT did not render the sample documents within {{seconds}} seconds; time ran out on {{kind}} (an endless loop, or a regular expression that backtracks without end).',
  xsltTooLarge: 'The XSLT may be at most 512 KB.',
  flagName:
    'Must start with a letter; at most 64 letters, digits, dots, underscores or hyphens (e.g. AddEmployee).',
  environmentScope:
    '* for every environment, or an environment name starting with a lower-case letter (e.g. production).',
  settingDays: 'Enter a whole number of days from 0 to 30.',
  settingLira: 'Enter a whole amount in TL from 0 to 100,000,000.',
  pluginKey: 'Choose a known plugin.',
  pluginConfigurations: 'Plugin configurations must be a JSON object of at most 8 KB.',
  unknownIntegrator: 'Integrator product not found.',
  jobTitle: 'Choose a job title.',
  country: 'Choose a country.',
  website: 'Enter a valid web address (e.g. example.com).',
  plan: 'Choose a plan.',
  // Spec §5 card form messages, as written.
  cardNumber: 'valid credit card number',
  cardExpiry: 'valid date',
  cardCvv: 'Please type a valid CVV number',
} as const satisfies TTranslations['errors']['fields'];
