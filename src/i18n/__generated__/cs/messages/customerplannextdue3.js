/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Customerplannextdue3Inputs */

const cs_customerplannextdue3 = /** @type {(inputs: Customerplannextdue3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`dosud nezaplaceno – probíhá splácení, další splátka splatná ${i?.date}`)
};

/**

* @param {Customerplannextdue3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customerplannextdue3 = cs_customerplannextdue3;
export { customerplannextdue3 as "customerPlanNextDue" }