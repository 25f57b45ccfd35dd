/** The new-baby guide on the landing page, a chunk of its own loaded with the guide. */
export const babyGuide = {
  heading: 'NEW BABY GUIDE',
  intro: 'Simple habits for the first months at home.',
  sections: [
    {
      title: 'Food & Lifestyle',
      points: [
        'Breast milk alone is usually enough for the first six months; feed whenever the baby shows hunger.',
        'Mothers need regular meals, plenty of water and rest: ask family to share the housework.',
        'Keep the home smoke-free and wash your hands before handling the baby.',
      ],
    },
    {
      title: 'Daily Routine',
      points: [
        'Newborns sleep 14 to 17 hours a day in short spells; put the baby to sleep on the back.',
        'Keep a simple note of feeds, wet nappies and sleep to show the doctor.',
        'Keep the vaccination card safe and bring it to every visit.',
      ],
    },
    {
      title: 'Skin & Hair',
      points: [
        'A short, lukewarm bath a few times a week is enough; pat the skin dry, folds too.',
        'Use a mild, fragrance-free cleanser and keep the nappy area clean and dry.',
        'Cradle cap and small spots are common in the first weeks and usually settle by themselves.',
      ],
    },
  ],
  note: 'This is general information, not medical advice. Talk to your child’s doctor about anything that worries you, and at once if the baby has a fever, feeds poorly or seems unusually sleepy.',
  book: 'Book an Appointment',
  carouselLabel: 'Baby care pictures',
  previous: 'Previous picture',
  next: 'Next picture',
  pictures: {
    feeding: { caption: 'Feeding on demand', alt: 'Illustration of a feeding bottle' },
    sleep: { caption: 'Safe sleep', alt: 'Illustration of a baby asleep in a cot' },
    bath: { caption: 'Gentle bath time', alt: 'Illustration of a baby bath with bubbles' },
    vaccination: {
      caption: 'Vaccination card',
      alt: 'Illustration of a vaccination card with ticks',
    },
    growth: { caption: 'Growth check-ups', alt: 'Illustration of a baby by a height chart' },
  },
};
