import { Link2, Mail, MessageSquare, Share2, SquareArrowOutUpRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { toast } from '@/lib/toast';

interface ToastText {
  title: string;
  description: string;
}

interface ShareMenuProps {
  /** The absolute URL to share. */
  url: string;
  title: string;
  /** Body of the text message; defaults to '{title} {url}'. */
  smsText?: string;
  copiedToast: ToastText;
  failureToast: ToastText;
  /** In-app links after the share actions (the artist adds 'Embed on Website'). */
  extraItems?: Array<{ label: string; href: string }>;
  /** Replaces the default 'Share' button content. */
  trigger?: ReactNode;
  triggerClassName?: string;
}

/** Share a profile: copy its link, text it, email it (spec §2 profile share menus). */
export function ShareMenu({
  url,
  title,
  smsText,
  copiedToast,
  failureToast,
  extraItems = [],
  trigger,
  triggerClassName,
}: ShareMenuProps) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(copiedToast.title, { description: copiedToast.description });
    } catch {
      toast.error(failureToast.title, { description: failureToast.description });
    }
  };
  const sms = `sms:?&body=${encodeURIComponent(smsText ?? `${title} ${url}`)}`;
  const mail = `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`;

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className={
          triggerClassName ?? buttonStyles({ variant: 'outline', size: 'sm', className: 'bg-paper/90' })
        }
      >
        {trigger ?? (
          <>
            <Share2 className="size-4" aria-hidden="true" />
            Share
          </>
        )}
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem onSelect={() => void copy()}>
          <Link2 aria-hidden="true" />
          Copy Link
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a href={sms}>
            <MessageSquare aria-hidden="true" />
            SMS
          </a>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a href={mail}>
            <Mail aria-hidden="true" />
            Email
          </a>
        </DropdownMenuItem>
        {extraItems.length > 0 ? <DropdownMenuSeparator /> : null}
        {extraItems.map((item) => (
          <DropdownMenuItem key={item.href} asChild>
            <Link to={item.href}>
              <SquareArrowOutUpRight aria-hidden="true" />
              {item.label}
            </Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
