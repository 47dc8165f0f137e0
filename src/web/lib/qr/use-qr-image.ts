import { useEffect, useState } from 'react';
import { toString as renderQrSvg } from 'qrcode';

/** A text (a link, a wallet's payload) drawn as an SVG QR code data URL; null until drawn (the library loads with the page). */
export function useQrImage(text: string | null | undefined): string | null {
  const [image, setImage] = useState<{ text: string; src: string } | null>(null);
  useEffect(() => {
    if (!text) return;
    let isCurrent = true;
    void renderQrSvg(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then((svg) => {
      if (isCurrent) setImage({ text, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
    });
    return () => {
      isCurrent = false;
    };
  }, [text]);
  return image && image.text === text ? image.src : null;
}
