/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customertracking1Inputs */

const sv_customertracking1 = /** @type {(inputs: Customertracking1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spåra försändelse`)
};

/**

* @param {Customertracking1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customertracking1 = sv_customertracking1;
export { customertracking1 as "customerTracking" }