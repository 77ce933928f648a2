import { Button, FileInput, PasswordInput, Stack, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MAX_PKCS12_BYTES,
  ZReplaceSigningCertificateInput,
} from '../../../../shared/signing/signing-certificate';
import { RequestErrorAlert } from '../../../components/request-error-alert';
import { fieldErrorText } from '../../../lib/field-error';
import { fileToBase64 } from '../../../lib/file-to-base64';
import { showSuccessToast } from '../../../lib/toast';
import { useReplaceSigningCertificate } from '../api/replace-signing-certificate';
import { uploadErrors } from '../lib/upload-errors';

/** The .p12/.pfx and its password; the server reads the file and says what is wrong with it. */
export function CertificateUploadForm({ tenantId }: { tenantId: string | null }) {
  const { t } = useTranslation();
  const replace = useReplaceSigningCertificate(tenantId);
  const [file, setFile] = useState<File | null>(null);
  const [password, setPassword] = useState('');
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const errors = uploadErrors(replace.error, t);

  const edited = () => {
    setFileProblem(null);
    replace.reset();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file) {
      setFileProblem(t('signingCertificate.upload.fileRequired'));
      return;
    }
    // Refused here too, so a file past the request limit gets the certificate text, not the body one.
    if (file.size > MAX_PKCS12_BYTES) {
      setFileProblem(t('errors.codes.PAYLOAD_TOO_LARGE.certificate'));
      return;
    }
    const input = ZReplaceSigningCertificateInput.safeParse({
      pkcs12Base64: await fileToBase64(file),
      password,
    });
    if (!input.success) {
      const message = input.error.issues[0]?.message;
      setFileProblem(fieldErrorText(message, t) ?? t('errors.unexpected.message'));
      return;
    }
    replace.mutate(input.data, {
      onSuccess: () => {
        setFile(null);
        setPassword('');
        showSuccessToast({ message: t('signingCertificate.upload.done') });
      },
    });
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="certificate-upload">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('signingCertificate.upload.title')}
        </Title>
        <RequestErrorAlert
          title={t('signingCertificate.upload.failed')}
          error={errors.form ? replace.error : null}
        />
        <FileInput
          label={t('signingCertificate.upload.file')}
          placeholder={t('signingCertificate.upload.filePlaceholder')}
          accept=".p12,.pfx,application/x-pkcs12"
          required
          clearable
          value={file}
          onChange={(next) => {
            setFile(next);
            edited();
          }}
          error={fileProblem ?? errors.file}
          data-testid="certificate-file"
        />
        <PasswordInput
          label={t('signingCertificate.upload.password')}
          autoComplete="off"
          value={password}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
            edited();
          }}
          error={errors.password}
          data-testid="certificate-password"
        />
        <Button type="submit" loading={replace.isPending} data-testid="certificate-submit">
          {t('signingCertificate.upload.submit')}
        </Button>
      </Stack>
    </form>
  );
}
