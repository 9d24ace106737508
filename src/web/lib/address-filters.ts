import { useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * A list's filters and page kept in the address, so a reload, Back or a shared link keeps
 * them (the Students list, the audit log, the admissions review). useLocation and
 * useNavigate, not useSearchParams: the home page's first load carries React Router, and
 * useSearchParams would add its code there.
 */
export function useAddressFilters() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0);
  // The address as it is now, for a change made by a timer set a few renders ago.
  const current = useRef(search);
  current.current = search;

  /** Sets (or with '' removes) parameters of the address; a new filter starts at page one. */
  const setParams = (changes: Record<string, string>) => {
    const next = new URLSearchParams(current.current);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    if (!('page' in changes)) next.delete('page');
    const query = next.toString();
    void navigate({ pathname, search: query ? `?${query}` : '' }, { replace: true });
  };
  return { params, page, setParams };
}
