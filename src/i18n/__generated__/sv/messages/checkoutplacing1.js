/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutplacing1Inputs */

const sv_checkoutplacing1 = /** @type {(inputs: Checkoutplacing1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Din order slutförs …`)
};

/**

* @param {Checkoutplacing1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const checkoutplacing1 = sv_checkoutplacing1;
export { checkoutplacing1 as "checkoutPlacing" }