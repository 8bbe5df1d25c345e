/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customertracking1Inputs */

const nl_customertracking1 = /** @type {(inputs: Customertracking1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Track & trace`)
};

/**

* @param {Customertracking1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customertracking1 = nl_customertracking1;
export { customertracking1 as "customerTracking" }