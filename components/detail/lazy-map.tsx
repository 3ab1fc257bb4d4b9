'use client';

import { useEffect, useRef, useState } from 'react';
import { MapPinIcon } from '@/components/ui/icons';

/** A business on the map: its point, its name, its page for list maps, its distance ("0.4 mi away"). */
export type MapPin = { lat: number; lng: number; name: string; href?: string; distance?: string };

const TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** Leaflet and its tiles load on the click: a map never asked for costs nothing. */
export function LazyMap({ pins, label = 'Show map' }: { pins: MapPin[]; label?: string }) {
  // Whether the map was asked for (and not failed), apart from whether it has loaded, so that
  // showing it does not re-run the effect (whose cleanup removes the map).
  const [requested, setRequested] = useState(false);
  const [state, setState] = useState<'idle' | 'loading' | 'shown' | 'failed'>('idle');
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!requested || !container.current) return;
    const element = container.current;
    let map: import('leaflet').Map | undefined;
    let cancelled = false;
    Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')])
      .then(([{ default: L }]) => {
        if (cancelled) return;
        map = L.map(element, { scrollWheelZoom: false });
        L.tileLayer(TILES, { maxZoom: 19, attribution: ATTRIBUTION }).addTo(map);
        // UK visitors read distances in miles.
        L.control.scale({ imperial: true, metric: false }).addTo(map);
        const markers = pins.map((pin) => {
          // Vector markers: Leaflet's default icon is an image its CSS locates by URL.
          const marker = L.circleMarker([pin.lat, pin.lng], {
            radius: 9,
            color: '#ffffff',
            weight: 2,
            fillColor: '#1d4ed8',
            fillOpacity: 1,
          }).addTo(map!);
          const title = document.createElement(pin.href ? 'a' : 'strong');
          title.textContent = pin.name;
          if (title instanceof HTMLAnchorElement && pin.href) title.href = pin.href;
          if (!pin.distance) return marker.bindPopup(title);
          const popup = document.createElement('span');
          popup.append(title, document.createElement('br'), pin.distance);
          return marker.bindPopup(popup);
        });
        if (pins.length === 1) map.setView([pins[0]!.lat, pins[0]!.lng], 15);
        else map.fitBounds(L.featureGroup(markers).getBounds(), { padding: [24, 24] });
        setState('shown');
      })
      .catch(() => {
        setRequested(false);
        setState('failed');
      });
    return () => {
      cancelled = true;
      map?.remove();
    };
  }, [requested, pins]);

  if (!pins.length) return null;
  return (
    <div className="mt-4">
      {state === 'idle' || state === 'failed' ? (
        <button
          type="button"
          onClick={() => {
            setState('loading');
            setRequested(true);
          }}
          className="map-button"
        >
          <MapPinIcon />
          {label}
        </button>
      ) : null}
      {state === 'failed' ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          The map could not be loaded. Please try again.
        </p>
      ) : null}
      {state === 'loading' || state === 'shown' ? (
        <div
          ref={container}
          role="region"
          aria-label="Map"
          aria-busy={state === 'loading'}
          data-pins={pins.length}
          className="h-80 w-full overflow-hidden rounded-xl border border-slate-200 bg-slate-100"
        />
      ) : null}
    </div>
  );
}
