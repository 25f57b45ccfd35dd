/**
 * The centre's place on Google and its photos, from the settings staff set: the review link on
 * Contact and after feedback, the directions to the place, the photos on About.
 */
export const place = {
  reviewInvite: 'Has the centre served you well? Other patients read what you say on Google.',
  reviewLink: 'Review us on Google',
  afterFeedback: 'If you would like others to know too, you can also review us on Google.',
  photosHeading: 'Our centre',
};
