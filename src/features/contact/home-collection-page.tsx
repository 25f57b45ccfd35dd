import { useSearchParams } from 'react-router-dom';
import { HomeCollectionTermsNote } from '../../components/after-load';
import { PageHeading } from '../../components/page-heading';
import { HOME_COLLECTION_TEST_PARAM, paths } from '../../shared/routes';
import { useContactMessages } from '../../i18n/use-contact-messages';
import { HomeSampleEnquiryForm } from './home-sample-enquiry-form';

export default function HomeCollectionPage() {
  const messages = useContactMessages();
  const page = messages.contact.homeCollection;
  // Opened from a test's or package's page, the form starts with it filled in.
  const test = useSearchParams()[0].get(HOME_COLLECTION_TEST_PARAM)?.trim() || undefined;
  return (
    <div className="container py-4">
      <PageHeading
        title={page.title}
        description={page.description}
        via={[{ label: messages.contact.contactUs.title, to: paths.contactUs }]}
      />
      <div className="card shadow-sm home-collection-card">
        <div className="card-body">
          <p className="home-collection-instruction">{page.instruction}</p>
          <HomeSampleEnquiryForm test={test} />
          {/* After the form: arriving once the page has loaded, the terms above it would push
              the field the visitor is filling in down the screen. The form's PIN code check
              tells a visitor outside the areas as they type. */}
          <HomeCollectionTermsNote className="border-top pt-3 mt-4" structured />
        </div>
      </div>
    </div>
  );
}
