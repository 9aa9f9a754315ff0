import type { ConsentTemplate } from '@inkbook/contracts/aftercare';
import { useQuery } from '@tanstack/react-query';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import type { OwnerAs } from './booking-api';
import { dateTimeIn } from './booking-time';
import { consentVersionsQueryOptions } from './consent-template-api';
import { LoadFailed } from './load-states';

const statementsText = (count: number) => `${count} statement${count === 1 ? '' : 's'}`;

/** One version, opened: its title, minimum age and statements, as clients read them while it was current. */
function VersionBody({ version }: { version: ConsentTemplate }) {
  return (
    <div className="flex flex-col gap-2 text-ink">
      <p className="font-medium">{version.title}</p>
      <p className="text-muted">Minimum age {version.minimumAge}</p>
      <ol className="flex list-decimal flex-col gap-1 pl-5">
        {version.statements.map((statement) => (
          <li key={statement.id} className="break-words">
            {statement.text}
          </li>
        ))}
      </ol>
    </div>
  );
}

function VersionList({ as, current }: { as: OwnerAs | undefined; current: number | undefined }) {
  const versions = useQuery(consentVersionsQueryOptions(as));
  if (versions.isPending) {
    return (
      <div role="status" aria-label="Loading the version history" className="flex flex-col gap-2">
        <Skeleton className="h-11 w-full rounded-lg" />
        <Skeleton className="h-11 w-full rounded-lg" />
      </div>
    );
  }
  if (versions.isError) {
    return (
      <LoadFailed what="the version history" retry={versions.refetch} isRetrying={versions.isFetching} />
    );
  }
  if (versions.data.length === 0) return <p className="text-sm text-muted">No versions yet.</p>;
  return (
    <Accordion type="single" collapsible className="rounded-xl border border-line bg-white px-4">
      {versions.data.map((version) => (
        <AccordionItem key={version.version} value={String(version.version)} className="last:border-b-0">
          <AccordionTrigger headingClassName="text-sm">
            <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span>Version {version.version}</span>
              <span className="font-normal text-muted">
                {version.createdAt ? dateTimeIn(version.createdAt) : 'Default'} ·{' '}
                {statementsText(version.statements.length)}
              </span>
              {version.version === current ? <Badge variant="success">Current</Badge> : null}
            </span>
          </AccordionTrigger>
          <AccordionContent>
            <VersionBody version={version} />
          </AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}

/**
 * The template's versions, newest first, then the default (issue 24 item 1): each with its date and number of
 * statements, opened to read it. Asked for when first shown.
 */
export function ConsentVersions({ as, current }: { as: OwnerAs | undefined; current: number | undefined }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3 border-t border-line pt-4">
      <h4 id={`${id}-title`}>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-list`}
          onClick={() => setOpen((shown) => !shown)}
          className="group flex min-h-11 w-full items-center justify-between gap-4 text-left font-medium text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        >
          Version history
          <ChevronDown
            aria-hidden="true"
            className={cn('size-4 shrink-0 text-muted transition-transform', open && 'rotate-180')}
          />
        </button>
      </h4>
      <div id={`${id}-list`} hidden={!open}>
        {open ? <VersionList as={as} current={current} /> : null}
      </div>
    </section>
  );
}
