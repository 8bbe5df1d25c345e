/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutcity1Inputs */

const sv_checkoutcity1 = /** @type {(inputs: Checkoutcity1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ort`)
};

/**

* @param {Checkoutcity1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const checkoutcity1 = sv_checkoutcity1;
export { checkoutcity1 as "checkoutCity" }