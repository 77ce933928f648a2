import { Badge, Group, Text, UnstyledButton } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { IconCheck } from '../../../components/icons';
import classes from './scope-picker.module.css';

export type TScopeOption = { id: string; name: string; detail: string | null; isActive: boolean };

/** Spec §2 Layout: selector rows are 47 px high. */
const OPTION_ROW_HEIGHT = 47;
const VISIBLE_ROWS = 7;

type TScopeOptionListProps = {
  options: readonly TScopeOption[];
  selectedId: string | null;
  onSelect: (option: TScopeOption) => void;
};

/** Only the rows in view are in the DOM, so a list of thousands of tenants stays light. */
export function ScopeOptionList({ options, selectedId, onSelect }: TScopeOptionListProps) {
  const { t } = useTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: options.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => OPTION_ROW_HEIGHT,
    overscan: 6,
  });
  const height = Math.min(options.length, VISIBLE_ROWS) * OPTION_ROW_HEIGHT;

  return (
    <div ref={scrollRef} className={classes.scroll} style={{ height }} role="listbox">
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((row) => {
          const option = options[row.index];
          if (!option) return null;
          const selected = option.id === selectedId;
          return (
            <UnstyledButton
              key={option.id}
              className={classes.option}
              data-selected={selected || undefined}
              role="option"
              aria-selected={selected}
              style={{ height: OPTION_ROW_HEIGHT, transform: `translateY(${row.start}px)` }}
              onClick={() => onSelect(option)}
            >
              <Group gap="sm" wrap="nowrap" justify="space-between" w="100%">
                <div className={classes.optionText}>
                  <Text fz="sm" fw={selected ? 600 : 500} truncate="end">
                    {option.name}
                  </Text>
                  {option.detail ? (
                    <Text fz="xs" c="dimmed" truncate="end">
                      {option.detail}
                    </Text>
                  ) : null}
                </div>
                <Group gap={6} wrap="nowrap">
                  {option.isActive ? null : (
                    <Badge size="xs" variant="light" color="gray">
                      {t('shell.selector.inactive')}
                    </Badge>
                  )}
                  {selected ? <IconCheck size={16} color="var(--mantine-color-brand-7)" /> : null}
                </Group>
              </Group>
            </UnstyledButton>
          );
        })}
      </div>
    </div>
  );
}
