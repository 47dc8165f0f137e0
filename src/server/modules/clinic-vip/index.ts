// The clinic-vip module's public file.
export { clinicVipRoutes, factoryVipRoutes } from './routes';
