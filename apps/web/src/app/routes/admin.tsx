import { AdminDashboard } from '@/features/admin/components/admin-dashboard';
import { AdminGate } from './admin-gate';

/** /admin (spec §2): the sign-in form, then the dashboard. */
export default function AdminRoute() {
  return <AdminGate>{(session) => <AdminDashboard {...session} />}</AdminGate>;
}
