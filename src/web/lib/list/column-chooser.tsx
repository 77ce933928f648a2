import { Button, Checkbox, Popover, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type TColumnChooserProps = {
  columns: readonly { key: string; label: string }[];
  hidden: readonly string[];
  onChange: (hidden: string[]) => void;
};

/** The toolbar's "Sütunlar" button: which columns the table shows; the last one cannot go. */
export function ColumnChooser({ columns, hidden, onChange }: TColumnChooserProps) {
  const { t } = useTranslation();
  const shown = columns.filter((c) => !hidden.includes(c.key));
  return (
    <Popover position="bottom-end" shadow="md" withinPortal>
      <Popover.Target>
        <Button variant="default" data-testid="column-chooser">
          {t('common.columns.choose')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" role="group" aria-label={t('common.columns.choose')}>
          {columns.map((column) => {
            const isShown = !hidden.includes(column.key);
            return (
              <Checkbox
                key={column.key}
                label={column.label}
                checked={isShown}
                disabled={isShown && shown.length === 1}
                onChange={(e) =>
                  onChange(
                    e.currentTarget.checked
                      ? hidden.filter((key) => key !== column.key)
                      : [...hidden, column.key],
                  )
                }
              />
            );
          })}
          <Button size="compact-sm" variant="subtle" onClick={() => onChange([])}>
            {t('common.columns.reset')}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
