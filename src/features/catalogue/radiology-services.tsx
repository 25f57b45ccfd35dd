import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useCatalogueMessages } from '../../i18n/use-catalogue-messages';

const services = [
  ['xray', paths.xray],
  ['usg', paths.usg],
  ['ctScan', paths.ctScan],
  ['mri', paths.mri],
  ['opg', paths.opg],
] as const;

/** The five imaging services, each a card leading to its own page. */
export function RadiologyServices() {
  const messages = useCatalogueMessages();
  const text = messages.catalogue.radiology;
  return (
    <section aria-labelledby="radiology-services-heading" className="mb-2">
      <h2 id="radiology-services-heading" className="h4">
        {text.servicesHeading}
      </h2>
      <ul className="radiology-services">
        {services.map(([service, path]) => (
          <li key={service} className="card radiology-service">
            <h3 className="radiology-service-title">
              <Link to={path} className="stretched-link">
                {text.services[service].title}
              </Link>
            </h3>
            <p className="mb-0">{text.services[service].text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
