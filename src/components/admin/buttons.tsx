import { Eye, Pencil, Plus, Trash2, type LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Link } from '@/components/Link';
import { ButtonLink, buttonClass as sharedButtonClass } from '@/components/Button';
import { IconButton, iconControlClass, iconTones, type IconControlProps } from '@/components/IconButton';

export { IconButton };

/** The site's shared button looks (`@/components/Button`) under the admin's positional API. */
export type ButtonVariant = 'primary' | 'secondary';

/** Class names of an admin button, for <button>, <Link> and <a> alike. */
export function buttonClass(variant: ButtonVariant = 'primary', extra = ''): string {
  return sharedButtonClass({ variant, className: extra });
}

export function Button({ variant = 'primary', className, type = 'button', ...props }: ComponentProps<'button'> & { variant?: ButtonVariant }) {
  return <button type={type} {...props} className={buttonClass(variant, className)} />;
}

/** A list screen's create button (e.g. 'Add Client'), with a plus or another `icon`. */
export function AddLink({ icon: Icon = Plus, children, ...props }: ComponentProps<typeof ButtonLink> & { icon?: LucideIcon }) {
  return (
    <ButtonLink {...props}>
      <Icon aria-hidden="true" className="size-4" />
      {children}
    </ButtonLink>
  );
}

/** An icon-only router link (e.g. edit); `label` is its accessible name and tooltip. */
function IconLink({ label, icon, tone = 'neutral', className, ...props }: IconControlProps & Omit<ComponentProps<typeof Link>, 'children'>) {
  return (
    <Link aria-label={label} title={label} {...props} className={`${iconControlClass} ${iconTones[tone]} ${className ?? ''}`}>
      {icon}
    </Link>
  );
}

/** The pencil link to a record's edit form; `label` names the record (e.g. 'Edit Chennai Silks'). */
export function EditLink(props: Omit<ComponentProps<typeof IconLink>, 'icon' | 'tone'>) {
  return <IconLink {...props} icon={<Pencil aria-hidden="true" className="size-4" />} />;
}

/** The eye link that opens a record as visitors would see it (a post's preview); `label` names the record. */
export function PreviewLink(props: Omit<ComponentProps<typeof IconLink>, 'icon' | 'tone'>) {
  return <IconLink {...props} icon={<Eye aria-hidden="true" className="size-4" />} />;
}

/** The red bin button that deletes a record; `label` names the record (e.g. 'Delete Chennai Silks'). */
export function DeleteButton(props: Omit<ComponentProps<typeof IconButton>, 'icon' | 'tone'>) {
  return <IconButton {...props} tone="danger" icon={<Trash2 aria-hidden="true" className="size-4" />} />;
}
