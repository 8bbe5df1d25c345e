/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutstreet1Inputs */

const sv_checkoutstreet1 = /** @type {(inputs: Checkoutstreet1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gatuadress`)
};

/**

* @param {Checkoutstreet1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const checkoutstreet1 = sv_checkoutstreet1;
export { checkoutstreet1 as "checkoutStreet" }