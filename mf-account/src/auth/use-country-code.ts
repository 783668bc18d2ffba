import { useEffect, useRef, type RefObject } from 'react';
import { lookupCountryCode } from '../api/country.api';

/**
 * The visitor's country code for the login payload, asked as soon as the form shows so the
 * answer is in by the time it is submitted; '' until then (the server accepts an empty one).
 */
export function useCountryCode(): RefObject<string> {
  const code = useRef('');
  useEffect(() => {
    let live = true;
    void lookupCountryCode().then((found) => {
      if (live) code.current = found;
    });
    return () => {
      live = false;
    };
  }, []);
  return code;
}
