/** The patient's lists are shared with the case wizard: their keys and freshness live in lib/images/patient-lists. */
export { imageQueries } from '../../../lib/images/patient-lists';
