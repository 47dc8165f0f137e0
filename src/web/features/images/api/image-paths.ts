export { IMAGE_PATHS } from '../../../lib/images/image-paths';
