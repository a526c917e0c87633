import { toString as qrSvg } from 'qrcode';
import { useEffect, useState } from 'react';

/** The UPI link as a QR code any UPI app can scan; SVG, so it stays sharp at any size. */
export function UpiQr({ link, label }: { link: string; label: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void qrSvg(link, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then((made) => {
      if (current) setSvg(made);
    });
    return () => {
      current = false;
    };
  }, [link]);
  return (
    <div
      role="img"
      aria-label={label}
      className="size-56 rounded-card border border-line bg-white p-2"
      // The markup is the qrcode library's own SVG of our link, not anything a user typed.
      dangerouslySetInnerHTML={svg ? { __html: svg } : undefined}
    />
  );
}
