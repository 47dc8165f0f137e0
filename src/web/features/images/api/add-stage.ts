export { queueAddStage, ZAddStageRequest, type QueuedAddStage } from '../../../lib/images/add-stage';
