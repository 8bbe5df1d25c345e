/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutremove1Inputs */

const sv_checkoutremove1 = /** @type {(inputs: Checkoutremove1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ta bort`)
};

/**

* @param {Checkoutremove1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const checkoutremove1 = sv_checkoutremove1;
export { checkoutremove1 as "checkoutRemove" }