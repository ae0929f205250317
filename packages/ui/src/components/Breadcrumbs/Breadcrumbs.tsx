import { Breadcrumb, Link, Breadcrumbs as RACBreadcrumbs } from 'react-aria-components';
import { defineStrings, useUIStrings } from '../../i18n/strings';
import { Icon } from '../Icon';
import * as styles from './Breadcrumbs.css';

const strings = defineStrings({ en: { breadcrumbs: 'Breadcrumbs' }, kh: { breadcrumbs: 'ទីតាំងទំព័រ' } });

export interface BreadcrumbItem {
  id: string;
  label: string;
  /** Where it leads; the last item is the current page and has none. */
  href?: string;
}

export interface BreadcrumbsProps {
  items: BreadcrumbItem[];
  'aria-label'?: string;
}

/** Where the page sits; the last item is the current page. */
export function Breadcrumbs({ items, ...rest }: BreadcrumbsProps) {
  const t = useUIStrings(strings);
  return (
    <nav aria-label={rest['aria-label'] ?? t.breadcrumbs}>
      <RACBreadcrumbs items={items} className={styles.list}>
        {(item) => (
          <Breadcrumb id={item.id} className={styles.item}>
            {({ isCurrent }) => (
              <>
                <Link href={isCurrent ? undefined : item.href} className={styles.link}>
                  {item.label}
                </Link>
                {!isCurrent && <Icon name="chevronRight" size={16} className={styles.separator} />}
              </>
            )}
          </Breadcrumb>
        )}
      </RACBreadcrumbs>
    </nav>
  );
}
