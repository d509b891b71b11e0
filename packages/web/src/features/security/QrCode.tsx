// The second factor's otpauth URL as a QR code (decision 110). The `qrcode` library loads only
// when a person sets up the second factor, never with the rest of the app; it draws an SVG,
// shown as an image with a text alternative (the key is also given as text beside it).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

async function drawSvg(text: string): Promise<string> {
  // A CommonJS module: its functions are its default export once bundled.
  const { default: qrcode } = await import('qrcode');
  return qrcode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
}

export function QrCode({ text }: { text: string }) {
  const { t } = useTranslation();
  const [drawn, setDrawn] = useState<{ text: string; svg: string } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    drawSvg(text).then(
      (svg) => live && setDrawn({ text, svg }),
      () => live && setFailed(text),
    );
    return () => {
      live = false;
    };
  }, [text]);

  if (failed === text) {
    return (
      <p className="security-qr-failed" role="status">
        {t('security.totp.qrFailed')}
      </p>
    );
  }
  if (drawn?.text !== text) {
    return (
      <p className="security-qr-loading" role="status">
        {t('security.totp.qrLoading')}
      </p>
    );
  }
  return (
    <img
      className="security-qr"
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(drawn.svg)}`}
      alt={t('security.totp.qrAlt')}
      width={200}
      height={200}
    />
  );
}
