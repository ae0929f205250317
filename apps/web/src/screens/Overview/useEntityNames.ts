import { useEffect, useState } from 'react';

type EntityOptions = typeof import('../../features/entities/options');
/**
 * Province and legal-form names live with @dfr/forms' entity rules (and zod); they are fetched after the first paint
 * so the dashboard's first route stays small (docs/performance.md). Until then the rows show nothing.
 */
export function useEntityNames(lang: string) {
  const [options, setOptions] = useState<EntityOptions | null>(null);
  useEffect(() => {
    let live = true;
    void import('../../features/entities/options').then((m) => live && setOptions(m));
    return () => {
      live = false;
    };
  }, []);
  return {
    province: (code: string | undefined) => (code && options ? options.provinceName(code, lang) : ''),
    legalForm: (form: string | undefined) => (form && options ? options.legalFormName(form, lang) : ''),
  };
}
