import type { RegulatorRole } from '@dfr/forms/rules';
import { requestsTo, signedIn } from '../../test/apiStub';
import { renderInApp, text } from '../../test/screenProviders';
import Regulator from '.';

type Stub = Parameters<typeof renderInApp>[2][number];

/** The desk rendered in the app for a member of staff with `roles`, on `tab`, with the API answering `stubs`. */
export function renderDesk(lang: 'en' | 'kh', tab: string, roles: RegulatorRole[], stubs: Stub[]) {
  return renderInApp(
    <Regulator />,
    lang,
    [...signedIn(undefined, { regulator: true, regulatorRoles: roles }), ...stubs],
    {
      namespaces: ['regulator', 'staff', 'shell'],
      path: `/regulator?tab=${tab}`,
    },
  );
}

export { requestsTo, text };
