import { BrowserRouter } from 'react-router-dom';
import { RootLayout } from './layout/root-layout';

/**
 * The router in its declarative mode: the data router's loaders and actions would cost every
 * visitor 17 kB more script (gzip, measured), and the site's data is read by its own modules.
 */
export function App() {
  return (
    <BrowserRouter>
      <RootLayout />
    </BrowserRouter>
  );
}
