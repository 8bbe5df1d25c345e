/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customertracking1Inputs */

const sk_customertracking1 = /** @type {(inputs: Customertracking1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sledovanie zásielky`)
};

/**

* @param {Customertracking1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customertracking1 = sk_customertracking1;
export { customertracking1 as "customerTracking" }