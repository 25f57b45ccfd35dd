import { useNamespace, type Messages } from '../../i18n/messages';
import { landing as landingEn } from '../../i18n/en/landing';

export type BabyPictureName = keyof Messages['landing']['babyGuide']['pictures'];

/** The baby-guide illustrations in public/images/baby-guide, in carousel order. */
export const babyPictures = ['feeding', 'sleep', 'bath', 'vaccination', 'growth'] as const;

export function BabyPicture({ image }: { image: BabyPictureName }) {
  const { caption, alt } = useNamespace('landing', landingEn).babyGuide.pictures[image];
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
