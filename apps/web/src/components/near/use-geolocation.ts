import { useCallback, useState } from 'react';

export type LocateStatus = 'idle' | 'locating' | 'refused' | 'unavailable';

/**
 * The browser's position, asked for only when `locate` is called (a click on 'Near me'), never on page load: the
 * permission prompt must follow the person's own request.
 */
export function useGeolocation(onFound: (position: { lat: number; lng: number }) => void) {
  const [status, setStatus] = useState<LocateStatus>('idle');
  const locate = useCallback(() => {
    if (!('geolocation' in navigator)) {
      setStatus('unavailable');
      return;
    }
    setStatus('locating');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setStatus('idle');
        onFound({ lat: position.coords.latitude, lng: position.coords.longitude });
      },
      (error) => setStatus(error.code === error.PERMISSION_DENIED ? 'refused' : 'unavailable'),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 600_000 },
    );
  }, [onFound]);
  return { status, locate };
}
