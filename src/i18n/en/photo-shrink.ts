/**
 * What the prescription upload says of a photo it draws smaller (src/lib/shrink-photo.ts). Both
 * languages load with the upload's own code, below the first screen: a page namespace would put
 * them in the landing page's first load.
 */
export const photoShrink = {
  shrinking: 'Making the photo smaller to send…',
  shrunk: (before: string, after: string) =>
    `Made smaller to send faster: ${before} → ${after}. What the camera stored in the file besides the picture, such as where it was taken, is left out.`,
  sizeUnits: { kb: 'KB', mb: 'MB' },
  /** Added to the form's personal-data notice. */
  notice:
    'A photo your browser can redraw is made smaller before it is sent, without what the camera stored in the file besides the picture, such as where it was taken.',
};

export type PhotoShrinkText = typeof photoShrink;
