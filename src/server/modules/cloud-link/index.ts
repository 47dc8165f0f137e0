// The cloud-link module's public file.
export { cloudLinkRoutes, localCloudRoutes } from './routes';
