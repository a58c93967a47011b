export type PlayerOverlayImage = { label: string; url: string };

export type PlayerOverlaysProps = { overlays: readonly PlayerOverlayImage[] };

/** Overlay images over the picture (seed 002 §3); decorative, so hidden from assistive technology. */
export function PlayerOverlays({ overlays }: PlayerOverlaysProps) {
  if (overlays.length === 0) return null;
  return (
    <div className="player-overlays" aria-hidden="true">
      {overlays.map((overlay) => (
        <img key={overlay.label} className="player-overlays__image" src={overlay.url} alt="" data-overlay={overlay.label} />
      ))}
    </div>
  );
}
