import { Suspense, lazy } from 'react';

// The full-size overlay's code comes with the first picture shown: a page whose weeks have none loads none of it.
const ImageOverlay = lazy(() => import('./ImageOverlay'));

/** A week's picture that opens full size on click (ImageOverlay); until the overlay's code is in, the picture alone. */
export default function PictureOverlay(picture: { src: string; alt: string; className: string }) {
  return (
    <Suspense fallback={<img {...picture} alt={picture.alt} />}>
      <ImageOverlay {...picture} />
    </Suspense>
  );
}
