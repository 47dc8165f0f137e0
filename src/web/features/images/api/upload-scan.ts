import { groupFor } from '../../../lib/offline/outbox/groups';
import { enqueueUpload } from '../../../lib/offline/outbox/uploads';
import { imagesPagePath } from '../lib/images-path';
import { imageActions, type ImageOutboxContext } from './image-outbox';

/** Model files a scan may be: the spec's digital formats (section 5), judged again by their bytes. */
export const SCAN_ACCEPT = '.stl,.obj,.ply,model/stl,model/obj,application/sla';

/**
 * A 3D scan (STL, OBJ, PLY) of the patient into the object store: a resumable upload (purpose `model`) in the
 * patient's group, kept on the device part by part until the store holds it. Spec section 7 has no call that records
 * a scan on a stage, so the stored object's key stays in the acknowledged item for the case wizard to attach.
 * Throws EnqueueUploadError when the file is refused or the device is full.
 */
export async function queueScanUpload(context: ImageOutboxContext, file: File): Promise<string> {
  const item = await enqueueUpload(context.db, {
    file,
    fileName: file.name || 'scan.stl',
    purpose: 'model',
    group: await groupFor(context.db, 'patient', context.patientKey),
    label: { action: imageActions.uploadScan.id, subject: file.name, fixPath: imagesPagePath(context.patientKey) },
    entity: 'upload',
    patientKey: context.patientKey,
  });
  return item.id;
}
