import { Link } from 'react-router-dom';
import { radiologyServices } from '../../config/radiology-services';
import { useCatalogueMessages } from '../../i18n/use-catalogue-messages';

/**
 * The five imaging services, each a card leading to its own page; a service the centre does not
 * offer yet says so on its card, as its page does.
 */
export function RadiologyServices() {
  const messages = useCatalogueMessages();
  const text = messages.catalogue.radiology;
  return (
    <section aria-labelledby="radiology-services-heading" className="mb-2">
      <h2 id="radiology-services-heading" className="h4">
        {text.servicesHeading}
      </h2>
      <ul className="radiology-services">
        {radiologyServices.map(({ service, path, available }) => (
          <li
            key={service}
            className={`card radiology-service${available ? '' : ' is-unavailable'}`}
          >
            <h3 className="radiology-service-title">
              <Link to={path} className="stretched-link">
                {text.services[service].title}
              </Link>
            </h3>
            <p className="mb-0">{text.services[service].text}</p>
            {!available && (
              <p className="fw-semibold text-danger small mt-2 mb-0">
                {messages.common.notAvailable}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
