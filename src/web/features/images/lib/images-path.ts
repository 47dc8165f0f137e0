export { imagesPagePath } from '../../../lib/images/images-path';
