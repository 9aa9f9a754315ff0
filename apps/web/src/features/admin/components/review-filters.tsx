import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import type { ReviewFilters as Filters, StatusFilter } from '../utils/filter-profiles';
import { statusLabels } from './status-badge';

const statusOptions: Array<{ value: StatusFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'approved', label: statusLabels.approved },
  { value: 'pending', label: statusLabels.pending },
  { value: 'rejected', label: statusLabels.rejected },
];

const isStatusFilter = (value: string): value is StatusFilter =>
  statusOptions.some((option) => option.value === value);

interface ReviewFiltersProps {
  value: Filters;
  onChange: (next: Filters) => void;
}

/** Search and status filter; both apply to the artist and the studio tab alike. */
export function ReviewFilters({ value, onChange }: ReviewFiltersProps) {
  return (
    <search aria-label="Filter submissions" className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_11rem]">
      <div>
        <Label htmlFor="admin-search">Search</Label>
        <div className="relative mt-1.5">
          <Search
            aria-hidden="true"
            className="absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted"
          />
          <Input
            id="admin-search"
            type="search"
            value={value.search}
            onChange={(event) => onChange({ ...value, search: event.target.value })}
            placeholder="Name, handle, location or email"
            className="pl-10"
          />
        </div>
      </div>
      <div>
        <Label htmlFor="admin-status">Status</Label>
        <Select
          id="admin-status"
          value={value.status}
          onChange={(event) => {
            const status = event.target.value;
            if (isStatusFilter(status)) onChange({ ...value, status });
          }}
          className="mt-1.5"
        >
          {statusOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </div>
    </search>
  );
}
