import { ComingSoon } from '../../ui/coming-soon.tsx';

/** /admin: the CMS. Its own chunk, so visitors never download it. */
export function AdminPage() {
  return <ComingSoon title="EDGE CMS" path="/admin" />;
}
