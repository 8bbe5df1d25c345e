/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutasguest2Inputs */

const de_ch2_checkoutasguest2 = /** @type {(inputs: Checkoutasguest2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Als Gast bestellen`)
};

/**

* @param {Checkoutasguest2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const checkoutasguest2 = de_ch2_checkoutasguest2;
export { checkoutasguest2 as "checkoutAsGuest" }