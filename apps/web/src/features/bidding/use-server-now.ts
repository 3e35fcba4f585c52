/** The server's time, ticking once a second (for countdowns). */
import { useEffect, useState } from 'react';
import { useServerClockOffset } from './api/bid-time';
import { serverNow } from './model/server-clock';

export function useServerNow(): { now: number; offset: number } {
  const offset = useServerClockOffset();
  const [clientNow, setClientNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setClientNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, []);
  return { now: serverNow(offset, clientNow), offset };
}
