import { MyPrograms } from '../features/order/my-programs.tsx';
import { useSignedInSession } from '../features/profile/use-signed-in-session.ts';
import { pageMeta } from '../lib/meta.ts';

export const meta = () => pageMeta('My programs', 'The programs you are enrolled in.');

export default function MyProgramsPage() {
  const session = useSignedInSession();
  return (
    <div className="bg-surface px-4 py-10 sm:py-14">
      <div className="mx-auto max-w-5xl">
        <h1 className="text-3xl font-extrabold tracking-tight text-brand-950">My programs</h1>
        {session.status === 'signed-in' ? (
          <MyPrograms />
        ) : (
          <p className="mt-8 text-muted">Loading...</p>
        )}
      </div>
    </div>
  );
}
