import { EmailLink, NameCell, PhoneLink, ReplyByEmailLink, totalOf, type RecordsConfig } from '@/components/data-table';
import { serviceOutline } from '@/catalogue';
import { formatDateTime } from '@/lib/format';
import type { FestivalBooking, NewsletterSubscriber, ResourceDownload } from '../api/lead-tables';

const when = (row: { created_at: string }) => <span className="whitespace-nowrap">{formatDateTime(row.created_at)}</span>;

/** Each text a lead screen needs for one table, phrased with its own nouns. */
function leadTexts(title: string, noun: string, one: string, plural: string) {
  return {
    title,
    totalText: totalOf(one, plural),
    loadingText: `Loading ${title.toLowerCase()}...`,
    emptyText: `No ${title.toLowerCase()} found.`,
    noMatchText: `No ${title.toLowerCase()} match your search.`,
    loadFailure: 'banner' as const,
    searchLabel: `Search ${title.toLowerCase()}`,
    deleteConfirm: `Are you sure you want to delete this ${noun}?`,
    deleteError: `Error deleting ${noun}`,
    adminOnlyText: `${title} can only be viewed by administrators. Ask an administrator if you need access.`,
  };
}

export const festivalBookingsView: RecordsConfig<FestivalBooking> = {
  ...leadTexts('Festival Bookings', 'festival booking', 'booking', 'bookings'),
  searchPlaceholder: 'Name, business, email, phone or offer',
  rowLabel: (booking) => booking.name,
  columns: [
    { header: 'Name', cell: (booking) => <NameCell name={booking.name} detail={booking.business_name} email={booking.email} /> },
    { header: 'Email', cell: (booking) => <span className="[overflow-wrap:anywhere]">{booking.email}</span>, wideOnly: true },
    { header: 'Phone', cell: (booking) => booking.phone, wideOnly: true },
    // Bookings made before offers were content have no offer: the cell stays empty.
    { header: 'Offer', cell: (booking) => booking.offer_title, wideOnly: true },
    { header: 'Package', cell: (booking) => booking.preferred_package, wideOnly: true },
    { header: 'Booked', cell: when, wideOnly: true },
  ],
  details: {
    title: 'Festival Booking Details',
    fields: [
      { label: 'Name', value: (booking) => booking.name },
      { label: 'Business Name', value: (booking) => booking.business_name },
      { label: 'Email', value: (booking) => <EmailLink email={booking.email} /> },
      { label: 'Phone', value: (booking) => <PhoneLink phone={booking.phone} /> },
      { label: 'Offer', value: (booking) => booking.offer_title },
      { label: 'Preferred Package', value: (booking) => booking.preferred_package },
      { label: 'Booked At', value: (booking) => formatDateTime(booking.created_at) },
      { label: 'Message', value: (booking) => booking.message, wide: true },
    ],
    actions: (booking) => <ReplyByEmailLink email={booking.email} subject={`Re: Your ${booking.preferred_package} booking`} />,
  },
  csv: {
    filename: 'festival-bookings',
    columns: [
      { header: 'Booked At', value: (booking) => new Date(booking.created_at) },
      { header: 'Name', value: (booking) => booking.name },
      { header: 'Business Name', value: (booking) => booking.business_name },
      { header: 'Email', value: (booking) => booking.email },
      { header: 'Phone', value: (booking) => booking.phone },
      { header: 'Offer', value: (booking) => booking.offer_title },
      { header: 'Preferred Package', value: (booking) => booking.preferred_package },
      { header: 'Message', value: (booking) => booking.message },
    ],
  },
};

const serviceTitles = new Map(serviceOutline.flatMap((category) => category.services.map((service) => [service.id, service.title] as const)));

/** The catalogue's name of the service a resource belongs to; an id we do not know shows as stored. */
export function serviceTitle(serviceId: string): string {
  return serviceTitles.get(serviceId) ?? serviceId;
}

export const resourceDownloadsView: RecordsConfig<ResourceDownload> = {
  ...leadTexts('Resource Downloads', 'resource download', 'download', 'downloads'),
  searchPlaceholder: 'Name, company, email or mobile',
  rowLabel: (download) => download.name,
  columns: [
    { header: 'Name', cell: (download) => <NameCell name={download.name} detail={download.company} email={download.email} /> },
    { header: 'Email', cell: (download) => <span className="[overflow-wrap:anywhere]">{download.email}</span>, wideOnly: true },
    { header: 'Mobile', cell: (download) => download.mobile, wideOnly: true },
    { header: 'Resource', cell: (download) => download.resource_title, wideOnly: true },
    { header: 'Downloaded', cell: when, wideOnly: true },
  ],
  details: {
    title: 'Resource Download Details',
    fields: [
      { label: 'Name', value: (download) => download.name },
      { label: 'Company', value: (download) => download.company },
      { label: 'Designation', value: (download) => download.designation },
      { label: 'Mobile', value: (download) => <PhoneLink phone={download.mobile} /> },
      { label: 'Email', value: (download) => <EmailLink email={download.email} /> },
      { label: 'Service', value: (download) => serviceTitle(download.service_id) },
      { label: 'Resource', value: (download) => download.resource_title },
      { label: 'Downloaded At', value: (download) => formatDateTime(download.created_at) },
    ],
    actions: (download) => <ReplyByEmailLink email={download.email} subject={`Re: ${download.resource_title}`} />,
  },
  csv: {
    filename: 'resource-downloads',
    columns: [
      { header: 'Downloaded At', value: (download) => new Date(download.created_at) },
      { header: 'Name', value: (download) => download.name },
      { header: 'Company', value: (download) => download.company },
      { header: 'Designation', value: (download) => download.designation },
      { header: 'Mobile', value: (download) => download.mobile },
      { header: 'Email', value: (download) => download.email },
      { header: 'Service', value: (download) => serviceTitle(download.service_id) },
      { header: 'Resource', value: (download) => download.resource_title },
    ],
  },
};

export const newsletterSubscribersView: RecordsConfig<NewsletterSubscriber> = {
  ...leadTexts('Newsletter Subscribers', 'newsletter subscriber', 'subscriber', 'subscribers'),
  searchPlaceholder: 'Email or source',
  rowLabel: (subscriber) => subscriber.email,
  columns: [
    { header: 'Email', cell: (subscriber) => <span className="font-medium text-slate-900 [overflow-wrap:anywhere]">{subscriber.email}</span> },
    { header: 'Source', cell: (subscriber) => subscriber.source, wideOnly: true },
    { header: 'Subscribed', cell: when },
  ],
  details: {
    title: 'Newsletter Subscriber Details',
    fields: [
      { label: 'Email', value: (subscriber) => <EmailLink email={subscriber.email} /> },
      { label: 'Source', value: (subscriber) => subscriber.source },
      { label: 'Subscribed At', value: (subscriber) => formatDateTime(subscriber.created_at) },
    ],
  },
  csv: {
    filename: 'newsletter-subscribers',
    columns: [
      { header: 'Subscribed At', value: (subscriber) => new Date(subscriber.created_at) },
      { header: 'Email', value: (subscriber) => subscriber.email },
      { header: 'Source', value: (subscriber) => subscriber.source },
    ],
  },
};
