/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutcity1Inputs */

const cs_checkoutcity1 = /** @type {(inputs: Checkoutcity1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Město`)
};

/**

* @param {Checkoutcity1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const checkoutcity1 = cs_checkoutcity1;
export { checkoutcity1 as "checkoutCity" }