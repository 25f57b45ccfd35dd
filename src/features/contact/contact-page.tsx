import { Breadcrumb } from '../../components/breadcrumb';
import { CentreVisit } from '../../components/centre-visit';
import { WhatsAppButton } from '../../components/contact-buttons';
import { AddressBlock } from '../../components/address-block';
import { PhoneIcon } from '../../components/icons';
import { PageMeta } from '../../components/page-meta';
import { paths } from '../../shared/routes';
import { site } from '../../shared/site';
import { useContactMessages } from '../../i18n/use-contact-messages';
import { useSiteText } from '../../i18n/site-text';
import { mailtoHref, telHref } from '../../shared/links';
import { FeedbackTabs } from './feedback-tabs';
import { HomeSampleEnquiryForm } from './home-sample-enquiry-form';

export default function ContactPage() {
  const messages = useContactMessages();
  const siteText = useSiteText();
  const page = messages.contact.contactUs;
  return (
    <div className="container py-4">
      <PageMeta title={page.title} description={page.description} />
      <Breadcrumb
        crumbs={[{ label: messages.common.home, to: paths.home }, { label: page.title }]}
      />
      <h1 className="page-heading">{page.title}</h1>
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
                <CentreVisit />
              </div>
              <h3 className="h6">{page.officeHeading}</h3>
              <AddressBlock address={siteText.corporateAddress} />
              <h3 className="h6">{page.helplinesHeading}</h3>
              <ul className="contact-list list-unstyled">
                {site.helplines.map((number) => (
                  <li key={number}>
                    <a href={telHref(number)}>
                      <PhoneIcon size={16} /> {number}
                    </a>
                  </li>
                ))}
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
              <HomeSampleEnquiryForm intro={page.enquiryIntro} />
            </div>
          </div>
        </section>
        <section className="col-12" aria-labelledby="contact-feedback">
          <div className="card shadow-sm">
            <div className="card-body">
              <h2 id="contact-feedback" className="h4">
                {page.feedbackHeading}
              </h2>
              <FeedbackTabs />
            </div>
          </div>
        </section>
      </div>
    </div>
  );
}
