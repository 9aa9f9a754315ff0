import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A titled block of the profile page; the heading names the region for assistive tech. */
export function ProfileSection({
  id,
  title,
  aside,
  className,
  children,
}: {
  id: string;
  title: string;
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn('rounded-2xl border border-line bg-white/70 p-5 sm:p-7', className)}
    >
      <div className="mb-5 flex items-baseline justify-between gap-3">
        <h2 id={id} className="text-2xl font-semibold">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
