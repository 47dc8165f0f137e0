export { queueAddImage, ZAddImageRequest, type NewPhoto, type QueuedAddImage } from '../../../lib/images/add-image';
