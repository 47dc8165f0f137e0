import { CapsuleGeometry, Matrix4, Quaternion, Vector3, Euler, type BufferGeometry } from 'three';
import { mergeGeometries } from 'three/addons/utils/BufferGeometryUtils.js';
import {
  layoutTeeth,
  type Jaw,
  type Malocclusion,
  type ToothPlacement,
} from '../../../../domain/malocclusions/tooth-layout';

/** A rounded crown: a capsule stretched to the tooth's width, height and depth, tipped, turned and put in place. */
function crownOf(tooth: ToothPlacement): BufferGeometry {
  // A capsule of radius 0.5 and length 1 is 1 wide and deep and 2 tall.
  const crown = new CapsuleGeometry(0.5, 1, 4, 16);
  const sign = tooth.jaw === 'upper' ? -1 : 1;
  const rotation = new Quaternion().setFromEuler(new Euler(sign * tooth.tip, tooth.turn, 0, 'YXZ'));
  crown.applyMatrix4(
    new Matrix4().compose(
      new Vector3(tooth.x, tooth.y, tooth.z),
      rotation,
      new Vector3(tooth.width * 0.96, tooth.height / 2, tooth.depth),
    ),
  );
  return crown;
}

/** The scene's two arches, one geometry per jaw (the caller disposes them). */
export function malocclusionGeometries(malocclusion: Malocclusion): Record<Jaw, BufferGeometry> {
  const teeth = layoutTeeth(malocclusion);
  const jawGeometry = (jaw: Jaw) => {
    const crowns = teeth.filter((tooth) => tooth.jaw === jaw).map(crownOf);
    const merged = mergeGeometries(crowns)!;
    for (const crown of crowns) crown.dispose();
    merged.computeBoundingBox();
    return merged;
  };
  return { upper: jawGeometry('upper'), lower: jawGeometry('lower') };
}
