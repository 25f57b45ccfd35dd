/** The banner illustrations in public/images/banners, drawn by scripts/render-illustrations.ts. */
export type BannerName =
  | 'doctors-chambers'
  | 'home-sample-collection'
  | 'full-body-checkup'
  | 'xray-usg'
  | 'polyclinic'
  | 'find-a-test';

const widths = [480, 800, 1200] as const;
const file = (name: BannerName, width: number) => `/images/banners/${name}-${width}.webp`;

interface BannerImageProps {
  name: BannerName;
  alt: string;
  /** The width the picture takes on the page, so a phone downloads the small file. */
  sizes: string;
  /** Only the first banner of a page loads at once, and first. */
  priority?: boolean;
  className?: string;
}

/** A 16:9 banner picture in three widths, its size known before it arrives. */
export function BannerImage({ name, alt, sizes, priority = false, className }: BannerImageProps) {
  return (
    <img
      className={className}
      src={file(name, 800)}
      srcSet={widths.map((width) => `${file(name, width)} ${width}w`).join(', ')}
      sizes={sizes}
      alt={alt}
      width={1200}
      height={675}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'sync' : 'async'}
    />
  );
}
