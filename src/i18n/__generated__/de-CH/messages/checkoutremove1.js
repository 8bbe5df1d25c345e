/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutremove1Inputs */

const de_ch2_checkoutremove1 = /** @type {(inputs: Checkoutremove1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entfernen`)
};

/**

* @param {Checkoutremove1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const checkoutremove1 = de_ch2_checkoutremove1;
export { checkoutremove1 as "checkoutRemove" }