import * as AccordionPrimitive from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const Accordion = AccordionPrimitive.Root;

export function AccordionItem({ className, ...props }: ComponentProps<typeof AccordionPrimitive.Item>) {
  return <AccordionPrimitive.Item className={cn('border-b border-line', className)} {...props} />;
}

interface AccordionTriggerProps extends ComponentProps<typeof AccordionPrimitive.Trigger> {
  /** The heading level wrapping the trigger (accordion headers are headings for screen-reader navigation). */
  headingClassName?: string;
}

export function AccordionTrigger({ className, headingClassName, children, ...props }: AccordionTriggerProps) {
  return (
    <AccordionPrimitive.Header className={cn('flex', headingClassName)}>
      <AccordionPrimitive.Trigger
        className={cn(
          'group flex min-h-11 flex-1 items-center justify-between gap-4 py-3 text-left font-medium text-ink',
          className,
        )}
        {...props}
      >
        {children}
        <ChevronDown
          aria-hidden="true"
          className="size-4 shrink-0 text-muted transition-transform group-data-[state=open]:rotate-180"
        />
      </AccordionPrimitive.Trigger>
    </AccordionPrimitive.Header>
  );
}

export function AccordionContent({
  className,
  children,
  ...props
}: ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content className="overflow-hidden" {...props}>
      <div className={cn('pb-4 text-sm text-muted', className)}>{children}</div>
    </AccordionPrimitive.Content>
  );
}
