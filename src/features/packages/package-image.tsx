import { useState } from 'react';

/** The image box's size, so the card keeps its shape before and after the image arrives. */
const WIDTH = 600;
const HEIGHT = 400;

/** An address the browser can fetch on this https site: an https URL or one of our own paths. */
const isImageAddress = (src: string) => /^(https:\/\/|\/[^/])/.test(src);

/**
 * The package's picture (`img2`). Staff often leave it empty or type something that is no
 * address, and an address can break; then a drawn placeholder of the same size stands in rather
 * than a broken-image icon, on screens wide enough to give it a column (a phone skips it rather
 * than spend a screenful on a drawing). The picture only illustrates the package named in the
 * heading, so it is decorative.
 */
export function PackageImage({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (!isImageAddress(src) || failed) {
    return (
      <svg
        className="package-image package-image-placeholder d-none d-sm-block"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width={WIDTH}
        height={HEIGHT}
        aria-hidden="true"
        focusable="false"
      >
        <rect width={WIDTH} height={HEIGHT} fill="#e8f4f8" />
        <g
          fill="none"
          stroke="#0b6b8a"
          strokeWidth="12"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M255 110h90M270 110v150a30 30 0 0 0 60 0V110" />
          <path d="M270 200h60" />
        </g>
        <path d="M276 206h48v54a24 24 0 0 1-48 0z" fill="#e63946" opacity="0.8" />
      </svg>
    );
  }
  return (
    <img
      className="package-image"
      src={src}
      alt=""
      width={WIDTH}
      height={HEIGHT}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
