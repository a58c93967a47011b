import { useEffect, useState } from 'react';

/**
 * Whether `active` has stayed true for `ms`: a load the viewer should hear about. It turns false
 * as soon as `active` does, or `attempt` changes (Try again), and then counts afresh.
 */
export function useTakingLong(active: boolean, ms: number, attempt = 0): boolean {
  const [late, setLate] = useState(false);
  useEffect(() => {
    setLate(false);
    if (!active) return;
    const timer = setTimeout(() => setLate(true), ms);
    return () => clearTimeout(timer);
  }, [active, ms, attempt]);
  return active && late;
}
