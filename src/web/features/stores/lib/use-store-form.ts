import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ZStoreCreate } from '../../../../shared/store/store';
import { ApiError } from '../../../lib/api-client';
import { issueText, serverFieldIssues } from '../../../lib/field-error';
import {
  formPathOf,
  formToInput,
  parseOptions,
  type TConfigFormValues,
  type TStoreFormValues,
  type TTextField,
} from './store-form-values';

export type TFormErrors = Record<string, string>;

/** Store form state; errors are keyed by form path (`taxNo`, `configs.0.xsltMain`, …). */
export function useStoreForm(initial: TStoreFormValues) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<TFormErrors>({});

  const clearError = (key: string) =>
    setErrors((current) => {
      if (!(key in current)) return current;
      const next = { ...current };
      delete next[key];
      return next;
    });

  function setText(field: TTextField, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    clearError(field);
  }

  function setFlag(field: 'accommodationTaxEnabled' | 'commercialInvoiceEnabled', on: boolean) {
    setValues((v) => ({ ...v, [field]: on }));
  }

  function updateConfig(index: number, patch: Partial<TConfigFormValues>) {
    setValues((v) => ({
      ...v,
      configs: v.configs.map((c, i) => (i === index ? { ...c, ...patch } : c)),
    }));
    for (const key of Object.keys(patch)) clearError(`configs.${index}.${key}`);
  }

  /** Checks with the shared schema; returns the API input or null (errors shown). */
  function validate() {
    const input = formToInput(values);
    const next: TFormErrors = {};
    values.configs.forEach((c, i) => {
      if (parseOptions(c.options) === null)
        next[`configs.${i}.options`] = 'stores.validation.options';
    });
    const result = ZStoreCreate.safeParse(input);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const key = toFormKey(issue.path.map(String).join('.'));
        next[key] ??= issue.message;
      }
    }
    setErrors(next);
    return Object.keys(next).length ? null : input;
  }

  /** Field errors the server found (files, integrator product, …). */
  function applyServerError(error: unknown): boolean {
    if (!(error instanceof ApiError) || error.code !== 'VALIDATION_FAILED') return false;
    const next: TFormErrors = {};
    for (const issue of serverFieldIssues(error)) {
      next[toFormKey(issue.path)] ??= issueText(issue, t);
    }
    setErrors(next);
    return Object.keys(next).length > 0;
  }

  return { values, setValues, errors, setText, setFlag, updateConfig, validate, applyServerError };
}

function toFormKey(path: string): string {
  return formPathOf(path)
    .replace(/^docTypeConfigs\./, 'configs.')
    .replace(/^invoiceSeries\./, 'series.')
    .replace(
      /^(configs\.\d+\.)xslt(Main|Logo|Footer|Signature)$/,
      (_m, p: string, part: string) => `${p}files.${part.toLowerCase()}`,
    )
    .replace(/^(configs\.\d+\.)integratorOptions.*$/, '$1options');
}
