import { QrCode } from '../../components/qr-code.tsx';

/** The UPI link as a QR code any UPI app can scan. */
export function UpiQr({ link, label }: { link: string; label: string }) {
  return (
    <div className="size-56 rounded-card border border-line bg-white p-2">
      <QrCode value={link} label={label} className="size-full" />
    </div>
  );
}
