import { Link } from '@/components/Link';
import { serviceOutline } from '@/catalogue';
import { paths } from '@/config/paths';
import { categoryHref } from './navigation';

type ServiceLinkStyles = { group?: string; category: string; list?: string; service: string };

/** Each service category's link and its services' links, as both Services menus (desktop and mobile) list them. */
export function ServiceCategoryLinks({ onNavigate, styles }: { onNavigate: () => void; styles: ServiceLinkStyles }) {
  return serviceOutline.map((category) => (
    <div key={category.id} className={styles.group}>
      <Link to={categoryHref(category.id)} onClick={onNavigate} className={styles.category}>
        {category.title}
      </Link>
      <ul className={styles.list}>
        {category.services.map((service) => (
          <li key={service.id}>
            <Link to={paths.service(category.id, service.id)} onClick={onNavigate} className={styles.service}>
              {service.title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  ));
}
