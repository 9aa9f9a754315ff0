import { Mailbox } from '@/features/admin/components/mailbox/mailbox';
import { AdminGate } from './admin-gate';

/** /admin/mailbox (issue 22): every email the platform sent or queued, for admins. */
export default function AdminMailboxRoute() {
  return <AdminGate>{({ onSessionLost }) => <Mailbox onSessionLost={onSessionLost} />}</AdminGate>;
}
