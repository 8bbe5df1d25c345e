/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerplanrunning2Inputs */

const nl_customerplanrunning2 = /** @type {(inputs: Customerplanrunning2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nog open – lopende betaling in termijnen`)
};

/**

* @param {Customerplanrunning2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customerplanrunning2 = nl_customerplanrunning2;
export { customerplanrunning2 as "customerPlanRunning" }