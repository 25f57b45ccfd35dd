import { type Messages } from '../../i18n/messages';
import { useBabyGuideMessages } from '../../i18n/use-baby-guide-messages';

export type BabyPictureName = keyof Messages['babyGuide']['pictures'];

/** The baby-guide illustrations in public/images/baby-guide, in carousel order. */
export const babyPictures = ['feeding', 'sleep', 'bath', 'vaccination', 'growth'] as const;

export function BabyPicture({ image }: { image: BabyPictureName }) {
  const { caption, alt } = useBabyGuideMessages().babyGuide.pictures[image];
  return (
    <figure className="baby-picture mb-0">
      <img
        src={`/images/baby-guide/${image}.webp`}
        alt={alt}
        width={600}
        height={400}
        loading="lazy"
        decoding="async"
      />
      <figcaption>{caption}</figcaption>
    </figure>
  );
}
