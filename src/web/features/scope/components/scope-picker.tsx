import { CloseButton, Popover, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DelayedLoader } from '../../../components/delayed-loader';
import { IconSearch, IconSelector } from '../../../components/icons';
import { SEARCH_MIN_LENGTH } from '../../../lib/timings';
import classes from './scope-picker.module.css';
import { ScopeOptionList, type TScopeOption } from './scope-option-list';

export type TScopePickerProps = {
  testId: string;
  icon: ReactNode;
  caption: string;
  /** Name of the current choice; `emptyLabel` is shown without one. */
  value: string | null;
  emptyLabel: string;
  selectedId: string | null;
  opened: boolean;
  onOpenChange: (opened: boolean) => void;
  search: string;
  onSearchChange: (search: string) => void;
  options: readonly TScopeOption[] | undefined;
  loading: boolean;
  failed: boolean;
  onSelect: (option: TScopeOption) => void;
  clearLabel: string;
  onClear?: () => void;
};

/** Status-bar selector: a button showing the current choice, a search box and a virtual list. */
export function ScopePicker(props: TScopePickerProps) {
  const { t } = useTranslation();
  const { opened, onOpenChange, search, options } = props;
  const typedTooLittle = search.trim().length > 0 && search.trim().length < SEARCH_MIN_LENGTH;

  return (
    <Popover
      opened={opened}
      onChange={onOpenChange}
      position="bottom-start"
      width={340}
      shadow="md"
      radius="md"
      trapFocus
      returnFocus
      // The button inside the frame says what it opens; the frame is only where the dropdown aligns.
      withRoles={false}
    >
      <Popover.Target>
        <div
          className={classes.trigger}
          data-expanded={opened || undefined}
          data-testid={props.testId}
        >
          <UnstyledButton
            className={classes.triggerText}
            style={{ display: 'flex', alignItems: 'center', gap: 10 }}
            onClick={() => onOpenChange(!opened)}
            aria-haspopup="listbox"
            aria-expanded={opened}
          >
            <span className={classes.triggerIcon}>{props.icon}</span>
            <span className={classes.triggerText}>
              <Text
                component="span"
                display="block"
                fz={10}
                fw={700}
                c="dimmed"
                tt="uppercase"
                lts="0.06em"
              >
                {props.caption}
              </Text>
              <Text
                component="span"
                display="block"
                fz="sm"
                fw={600}
                truncate="end"
                data-testid={`${props.testId}-value`}
              >
                {props.value ?? props.emptyLabel}
              </Text>
            </span>
          </UnstyledButton>
          {props.onClear && props.value ? (
            <CloseButton
              size="sm"
              aria-label={props.clearLabel}
              title={props.clearLabel}
              onClick={props.onClear}
            />
          ) : (
            <IconSelector size={16} color="var(--mantine-color-dimmed)" />
          )}
        </div>
      </Popover.Target>
      <Popover.Dropdown p={8}>
        <Stack gap={8}>
          <TextInput
            value={search}
            onChange={(event) => props.onSearchChange(event.currentTarget.value)}
            placeholder={t('shell.selector.searchPlaceholder')}
            aria-label={t('shell.selector.searchPlaceholder')}
            leftSection={<IconSearch size={16} />}
            data-autofocus
          />
          {typedTooLittle ? (
            <Text fz="xs" c="dimmed" px={4}>
              {t('validation.searchMinLength')}
            </Text>
          ) : null}
          <PickerBody {...props} options={options} />
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

function PickerBody({ options, loading, failed, selectedId, onSelect }: TScopePickerProps) {
  const { t } = useTranslation();
  if (failed) {
    return (
      <Text fz="sm" c="red.7" px={4} py="sm">
        {t('shell.selector.failed')}
      </Text>
    );
  }
  if (!options) return loading ? <DelayedLoader minHeight={94} /> : null;
  if (options.length === 0) {
    return (
      <Text fz="sm" c="dimmed" px={4} py="sm" ta="center">
        {t('shell.selector.empty')}
      </Text>
    );
  }
  return <ScopeOptionList options={options} selectedId={selectedId} onSelect={onSelect} />;
}
