import { CentreVisit } from '../../components/centre-visit';
import { WhatsAppButton } from '../../components/contact-buttons';
import { AddressBlock } from '../../components/address-block';
import { HelplineItems } from '../../components/helpline-items';
import {
  GoogleReviewInvite,
  HomeCollectionTermsNote,
  PlaceDirectionsLink,
  ReportReadyAction,
} from '../../components/after-load';
import { PageHeading } from '../../components/page-heading';
import { site } from '../../shared/site';
import { useContactMessages } from '../../i18n/use-contact-messages';
import { useSiteText } from '../../i18n/site-text';
import { mailtoHref } from '../../shared/links';
import { FeedbackTabs } from './feedback-tabs';
import { HomeSampleEnquiryForm } from './home-sample-enquiry-form';

export default function ContactPage() {
  const messages = useContactMessages();
  const siteText = useSiteText();
  const page = messages.contact.contactUs;
  return (
    <div className="container py-4">
      <PageHeading title={page.title} description={page.description} />
      <div className="row g-4">
        <section className="col-12 col-lg-5" aria-labelledby="contact-reach-us">
          <div className="card shadow-sm h-100">
            <div className="card-body">
              <h2 id="contact-reach-us" className="h4">
                {page.reachUsHeading}
              </h2>
              <h3 className="h6 mt-3">{page.centreHeading}</h3>
              <AddressBlock address={siteText.address} className="d-flex gap-2 mb-2" />
              <div className="mb-3">
                <CentreVisit
                  directions={(addressSearch) => (
                    <PlaceDirectionsLink before={addressSearch} addressSearch={addressSearch} />
                  )}
                />
              </div>
              <h3 className="h6">{page.officeHeading}</h3>
              <AddressBlock address={siteText.corporateAddress} />
              <h3 className="h6">{page.helplinesHeading}</h3>
              <ul className="contact-list list-unstyled">
                <HelplineItems iconSize={16} />
              </ul>
              <h3 className="h6">{page.emailHeading}</h3>
              <ul className="contact-list list-unstyled">
                {site.emails.map((email) => (
                  <li key={email}>
                    <a href={mailtoHref(email)}>{email}</a>
                  </li>
                ))}
              </ul>
              <WhatsAppButton
                label={page.whatsApp}
                about={site.centreNumber}
                className="btn btn-success btn-lg"
              />
            </div>
          </div>
        </section>
        <section className="col-12 col-lg-7" aria-labelledby="contact-enquiry">
          <div className="card shadow-sm h-100">
            <div className="card-body">
              <h2 id="contact-enquiry" className="h4">
                {page.enquiryHeading}
              </h2>
              <HomeCollectionTermsNote className="mb-3" />
              <HomeSampleEnquiryForm intro={page.enquiryIntro} />
            </div>
          </div>
        </section>
        <div className="col-12">
          <ReportReadyAction />
        </div>
        <section className="col-12" aria-labelledby="contact-feedback">
          <div className="card shadow-sm">
            <div className="card-body">
              <h2 id="contact-feedback" className="h4">
                {page.feedbackHeading}
              </h2>
              <GoogleReviewInvite className="mb-3" />
              <FeedbackTabs />
            </div>
          </div>
        </section>
      </div>
    </div>
  );
}
