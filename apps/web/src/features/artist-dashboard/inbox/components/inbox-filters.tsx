import { inquiryStageLabels, inquiryStageMeanings } from '@inkbook/contracts/booking-rules';
import { inquiryStatusLabel, inquiryStatusMeanings } from '@inkbook/contracts/inquiry-status';
import { textLimits } from '@inkbook/contracts/text-limits';
import { Search } from 'lucide-react';
import { StageSelect } from '@/components/booking/stage-select';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { InboxFilters as Filters } from '../api/query-keys';
import { StatusSelect } from './status-select';

interface InboxFiltersProps {
  search: string;
  onSearch: (text: string) => void;
  status: Filters['status'];
  onStatus: (status: Filters['status']) => void;
  stage: Filters['stage'];
  onStage: (stage: Filters['stage']) => void;
}

/**
 * What the chosen status or stage means to the artist, in a line under its select (issue 25 item 5): read by a screen
 * reader with the select, and on a phone, where there is no hover.
 */
export const statusMeaning = (status: Filters['status']) =>
  status === 'all'
    ? 'Choose a status to see what it means'
    : `${inquiryStatusLabel(status)}: ${inquiryStatusMeanings[status]}`;
export const stageMeaning = (stage: Filters['stage']) =>
  stage === 'all'
    ? 'Choose a stage to see what it means'
    : `${inquiryStageLabels[stage]}: ${inquiryStageMeanings[stage]}`;

/**
 * Search (client name, email, concept), the status and the stage filters (issue 23); the server applies them all to
 * every inquiry. Stacked on a phone; search over the two selects side by side on a tablet; one row on a desktop.
 */
export function InboxFilters({ search, onSearch, status, onStatus, stage, onStage }: InboxFiltersProps) {
  return (
    <search
      aria-label="Filter inquiries"
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_12rem_12rem]"
    >
      <div className="sm:col-span-2 lg:col-span-1">
        <Label htmlFor="inbox-search">Search inquiries</Label>
        <div className="relative mt-1.5">
          <Search
            aria-hidden="true"
            className="absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted"
          />
          <Input
            id="inbox-search"
            type="search"
            value={search}
            maxLength={textLimits.search}
            onChange={(event) => onSearch(event.target.value)}
            placeholder="Client name, email or idea"
            className="pl-10"
          />
        </div>
      </div>
      <div>
        <Label htmlFor="inbox-status">Status</Label>
        <StatusSelect
          id="inbox-status"
          value={status}
          onChange={onStatus}
          allLabel="All statuses"
          className="mt-1.5"
          aria-describedby="inbox-status-meaning"
        />
        <p id="inbox-status-meaning" className="mt-1 text-sm text-muted">
          {statusMeaning(status)}
        </p>
      </div>
      <div>
        <Label htmlFor="inbox-stage">Stage</Label>
        <StageSelect
          id="inbox-stage"
          value={stage}
          onChange={onStage}
          className="mt-1.5"
          aria-describedby="inbox-stage-meaning"
        />
        <p id="inbox-stage-meaning" className="mt-1 text-sm text-muted">
          {stageMeaning(stage)}
        </p>
      </div>
    </search>
  );
}
