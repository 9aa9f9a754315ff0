import type { NotificationCategory } from '@inkbook/contracts/notification';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Switch } from '@/components/ui/switch';
import { showPreference, useUpdatePreference } from '../api/update-preferences';
import { categoryCopy } from '../utils/categories';

/** One category's email switch: shown turned at once, saved on its own (a partial PUT), put back if refused. */
export function PreferenceSwitch({ category, on }: { category: NotificationCategory; on: boolean }) {
  const client = useQueryClient();
  const { mutate: save, isPending: saving } = useUpdatePreference();
  const labelId = useId();
  const descriptionId = useId();
  const { label, description } = categoryCopy[category];
  return (
    <li className="flex items-start justify-between gap-4 py-4">
      <div className="flex min-w-0 flex-col gap-1">
        <span id={labelId} className="font-medium text-ink">
          {label}
        </span>
        <span id={descriptionId} className="text-sm text-muted">
          {description}
        </span>
      </div>
      <Switch
        checked={on}
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
        aria-disabled={saving || undefined}
        aria-busy={saving || undefined}
        onCheckedChange={(checked) => {
          const change = { category, on: checked };
          showPreference(client, change);
          save(change);
        }}
      />
    </li>
  );
}
