import type { ParseKeys } from 'i18next';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

type TStringValues = Record<string, string>;

/**
 * Minimal form state for Mantine inputs validated by a zod schema. Schema messages are i18n keys;
 * they are translated at render time so the errors follow a language switch.
 */
export function useZodForm<TValues extends TStringValues, TOutput>(
  schema: z.ZodType<TOutput, TValues>,
  initialValues: TValues,
) {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState<TValues>(initialValues);
  const [errors, setErrors] = useState<Partial<Record<keyof TValues, string>>>({});

  const translate = (message: string) => (i18n.exists(message) ? t(message as ParseKeys) : message);

  function setValue(name: keyof TValues, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  }

  function getInputProps(name: keyof TValues) {
    const error = errors[name];
    return {
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.currentTarget.value),
      error: error ? translate(error) : undefined,
    };
  }

  function onSubmit(handler: (data: TOutput) => void) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const result = schema.safeParse(values);
      if (result.success) {
        setErrors({});
        handler(result.data);
        return;
      }
      const next: Partial<Record<keyof TValues, string>> = {};
      for (const issue of result.error.issues) {
        const field = issue.path[0];
        if (typeof field === 'string' && field in values && !(field in next)) {
          next[field as keyof TValues] = issue.message;
        }
      }
      setErrors(next);
    };
  }

  return { values, setValue, getInputProps, onSubmit };
}
