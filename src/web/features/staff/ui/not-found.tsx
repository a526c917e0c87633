import { Alert } from '../../../components/alert.tsx';
import { StaffPage } from '../layout/staff-page.tsx';

/** A console address whose id cannot be a record: no request is worth making. */
export function StaffNotFound({
  title,
  message,
  back,
}: {
  title: string;
  message: string;
  back: { to: string; label: string };
}) {
  return (
    <StaffPage title={title} back={back}>
      <Alert tone="error">{message}</Alert>
    </StaffPage>
  );
}
