/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customertracking1Inputs */

const de_customertracking1 = /** @type {(inputs: Customertracking1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sendungsverfolgung`)
};

/**

* @param {Customertracking1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const customertracking1 = de_customertracking1;
export { customertracking1 as "customerTracking" }