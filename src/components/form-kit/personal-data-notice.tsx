import { useId } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../shared/routes';
import { RETENTION_DAYS } from '../../shared/collections';
import { useFormsMessages } from '../../i18n/use-forms-messages';

/** The forms that collect personal data, each with its own words for what it takes and why. */
export type CollectingForm = 'homeSampleEnquiry' | 'feedback' | 'homeVisit' | 'prescription';

/**
 * The short notice before the send button of every form that collects personal data: what it
 * takes, why, for how long, and the privacy page for the rest (rights, withdrawal, complaints).
 * `more` is what a form does with the data besides (the upload's photo drawn smaller), in the
 * form's own words.
 */
export function PersonalDataNotice({ form, more }: { form: CollectingForm; more?: string }) {
  const text = useFormsMessages().forms.personalData;
  const headingId = useId();
  return (
    <div className="personal-data-notice mb-3" role="note" aria-labelledby={headingId}>
      <p id={headingId} className="fw-semibold mb-1">
        {text.heading}
      </p>
      <p className="mb-1">
        {text.collected[form]} {more === undefined ? '' : `${more} `}
        {text.kept(RETENTION_DAYS)}
      </p>
      <p className="mb-0">
        <Link to={paths.privacy}>{text.moreLink}</Link>
        {text.moreAfter}
      </p>
    </div>
  );
}
