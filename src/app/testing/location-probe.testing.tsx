import { useEffect } from 'react';
import { useLocation, type Location } from 'react-router';

/**
 * For tests under a `MemoryRouter`: `LocationProbe`, drawn inside the router, records the location
 * the page shows; `location()` reads it.
 */
export function locationProbe() {
  let shown: Location | null = null;
  function LocationProbe() {
    const location = useLocation();
    useEffect(() => {
      shown = location;
    }, [location]);
    return null;
  }
  const location = (): Location => {
    if (!shown) throw new Error('The location probe has not been drawn');
    return shown;
  };
  return { LocationProbe, location };
}
