import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import 'leaflet.markercluster/dist/MarkerCluster.Default.css';
import './sites-map.css';
import { useEffect, useRef } from 'react';
import type { SiteMarker } from '../../api/fetch-site-markers';
import { CHENNAI_CENTER, CITY_ZOOM, mapTiles } from '../../map-tiles';

/**
 * The inventory map (docs/decisions/034): Leaflet with clustered markers, loaded only on the sites pages
 * (this module is lazy). A marker opens its site's card (`onSelect`); markers are buttons a keyboard
 * reaches. Tiles failing to load leave a grey map with working markers.
 */
/** What a marker needs. */
export type MapPoint = Pick<SiteMarker, 'code' | 'name' | 'latitude' | 'longitude'>;

export type SitesMapProps = {
  markers: readonly MapPoint[];
  /** Called with a marker's site code when it is clicked or activated with Enter. */
  onSelect?: (code: string) => void;
  /** The site whose marker is highlighted. */
  selected?: string | null;
  /** One site's small map: no clustering, a closer zoom. */
  single?: boolean;
  /** Makes a click on the map choose a place (the back office's location field). */
  onPick?: (latitude: number, longitude: number) => void;
  label: string;
};

/**
 * A marker's icon named for assistive technology: Leaflet gives a keyboard marker's icon the button role, and some
 * checkers (HTML_CodeSniffer) want its name there rather than in its title. A group of nearby sites, as markercluster
 * draws it, reads '4 sites here: zoom in' rather than its bare number.
 */
type LabelledIconOptions = L.DivIconOptions & { label?: string };
// Leaflet's class system: extend() returns a constructor its typings cannot describe with new options.
const LabelledIcon = L.DivIcon.extend({
  createIcon(this: L.DivIcon & { options: LabelledIconOptions }, old?: HTMLElement) {
    const icon = L.DivIcon.prototype.createIcon.call(this, old);
    // Only a button may be named so: a marker that is only shown (one site's map) has no role to carry a name.
    if (this.options.label) icon.setAttribute('aria-label', this.options.label);
    return icon;
  },
}) as unknown as new (options: LabelledIconOptions) => L.DivIcon;

function clusterIcon(cluster: L.MarkerCluster): L.DivIcon {
  const count = cluster.getChildCount();
  const size = count < 10 ? 'small' : count < 100 ? 'medium' : 'large';
  return new LabelledIcon({
    html: `<div><span>${count}</span></div>`,
    className: `marker-cluster marker-cluster-${size}`,
    iconSize: L.point(40, 40),
    label: `${count} sites here: zoom in`,
  });
}

const markerIcon = (active: boolean, label: string | undefined) =>
  new LabelledIcon({ className: active ? 'site-marker site-marker-active' : 'site-marker', iconSize: [22, 22], iconAnchor: [11, 11], label });

export default function SitesMap({ markers, onSelect, selected = null, single = false, onPick, label }: SitesMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  const select = useRef(onSelect);
  const pick = useRef(onPick);
  useEffect(() => {
    select.current = onSelect;
    pick.current = onPick;
  });

  useEffect(() => {
    if (!container.current) return;
    const created = L.map(container.current, { center: CHENNAI_CENTER, zoom: CITY_ZOOM, scrollWheelZoom: false });
    L.tileLayer(mapTiles.url, { attribution: mapTiles.attribution, maxZoom: 19 }).addTo(created);
    created.attributionControl.setPrefix(false);
    created.on('click', (event: L.LeafletMouseEvent) => pick.current?.(Number(event.latlng.lat.toFixed(6)), Number(event.latlng.lng.toFixed(6))));
    layer.current = (single ? L.layerGroup() : L.markerClusterGroup({ showCoverageOnHover: false, maxClusterRadius: 45, iconCreateFunction: clusterIcon })).addTo(created);
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
      layer.current = null;
    };
  }, [single]);

  useEffect(() => {
    const group = layer.current;
    const shown = map.current;
    if (!group || !shown) return;
    group.clearLayers();
    for (const site of markers) {
      const name = `${site.name} (${site.code})`;
      const marker = L.marker([site.latitude, site.longitude], {
        icon: markerIcon(site.code === selected, single ? undefined : name),
        title: name,
        alt: name,
        keyboard: !single,
        interactive: !single,
      });
      marker.on('click', () => select.current?.(site.code));
      // Leaflet turns Enter into a click only for markers with a popup: a marker is a button, so Enter
      // and Space choose it.
      marker.on('keypress', (event: L.LeafletKeyboardEvent) => {
        if (event.originalEvent.key !== 'Enter' && event.originalEvent.key !== ' ') return;
        event.originalEvent.preventDefault();
        select.current?.(site.code);
      });
      group.addLayer(marker);
    }
    if (markers.length === 1) shown.setView([markers[0].latitude, markers[0].longitude], single ? 15 : 14);
    else if (markers.length > 1) shown.fitBounds(L.latLngBounds(markers.map((site) => [site.latitude, site.longitude])), { padding: [24, 24], maxZoom: 14 });
  }, [markers, selected, single]);

  return <div ref={container} role="region" aria-label={label} className="site-map h-full min-h-72 w-full rounded-xl bg-slate-200" />;
}
