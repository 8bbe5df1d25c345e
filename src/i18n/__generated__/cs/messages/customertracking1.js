/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customertracking1Inputs */

const cs_customertracking1 = /** @type {(inputs: Customertracking1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sledování zásilky`)
};

/**

* @param {Customertracking1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customertracking1 = cs_customertracking1;
export { customertracking1 as "customerTracking" }