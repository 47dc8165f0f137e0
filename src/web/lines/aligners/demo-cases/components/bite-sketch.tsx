import { layoutTeeth, type Malocclusion } from '../../../../../domain/malocclusions/tooth-layout';

/**
 * A bite seen from the front, drawn from the 3D symptoms' tooth layout (the same numbers): upper crowns above,
 * lower below, so spacing, crowding, deep and open bites read at a glance without a 3D view.
 */
export function BiteSketch({ scene, label }: { scene: Malocclusion; label: string }) {
  const teeth = layoutTeeth(scene).filter((tooth) => Math.abs(tooth.x) < 24);
  return (
    <svg viewBox="-26 -14 52 28" role="img" aria-label={label} className="h-28 w-full rounded-lg bg-slate-50">
      {teeth.map((tooth) => (
        <rect
          key={`${tooth.jaw}-${tooth.index}`}
          x={tooth.x - (tooth.width * Math.abs(Math.cos(tooth.turn))) / 2}
          y={-tooth.y - tooth.height / 2}
          width={Math.max(tooth.width * Math.abs(Math.cos(tooth.turn)), 1)}
          height={tooth.height}
          rx={1.2}
          className={tooth.jaw === 'upper' ? 'fill-white stroke-slate-500' : 'fill-slate-200 stroke-slate-500'}
          strokeWidth={0.3}
        />
      ))}
    </svg>
  );
}
