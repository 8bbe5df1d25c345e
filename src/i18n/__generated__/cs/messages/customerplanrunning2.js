/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerplanrunning2Inputs */

const cs_customerplanrunning2 = /** @type {(inputs: Customerplanrunning2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dosud nezaplaceno – probíhá splácení`)
};

/**

* @param {Customerplanrunning2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customerplanrunning2 = cs_customerplanrunning2;
export { customerplanrunning2 as "customerPlanRunning" }