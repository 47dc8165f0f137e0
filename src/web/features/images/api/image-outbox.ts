export { imageActions, queueImageRequest, type ImageOutboxContext } from '../../../lib/images/image-outbox';
