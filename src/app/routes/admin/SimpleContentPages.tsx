import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import type { RoutePrefetch } from '@/app/route-data';
import { PageMeta } from '@/components/PageMeta';
import type { ContentDescription } from '@/lib/content-description';
import type { ContentTable } from '@/lib/database.types';
import { usePermissions } from '@/features/auth';
import { SimpleContentForm, SimpleContentList, contentRowQueryOptions, contentRowsQueryOptions } from '@/features/simple-content/admin';

type SimpleType = { table: ContentTable; description: ContentDescription };
type ScreenModule = { default: ComponentType; prefetch: RoutePrefetch };

/** The list screen of a simple content type (src/config/content-types.ts, docs/decisions/102), as a route module. */
export function listScreen({ table, description }: SimpleType): ScreenModule {
  function SimpleContentListPage() {
    const { canEdit, canDelete } = usePermissions();
    return (
      <>
        <PageMeta title={description.plural} description={`Manage ${description.plural.toLowerCase()}.`} />
        <SimpleContentList table={table} description={description} canEdit={canEdit} canDelete={canDelete} />
      </>
    );
  }
  return { default: SimpleContentListPage, prefetch: (queryClient) => [queryClient.prefetchQuery(contentRowsQueryOptions(table))] };
}

/** The add and edit screen of a simple content type, as a route module. */
export function formScreen({ table, description }: SimpleType): ScreenModule {
  function SimpleContentFormPage() {
    const { id } = useParams();
    const { canEdit } = usePermissions();
    const title = id ? `Edit ${description.singular}` : `Add New ${description.singular}`;
    return (
      <>
        <PageMeta title={title} description={`Add or edit a ${description.singular.toLowerCase()}.`} />
        <SimpleContentForm key={id ?? 'new'} table={table} description={description} id={id} canEdit={canEdit} />
      </>
    );
  }
  return { default: SimpleContentFormPage, prefetch: (queryClient, { id }) => (id ? [queryClient.prefetchQuery(contentRowQueryOptions(table, id))] : []) };
}
