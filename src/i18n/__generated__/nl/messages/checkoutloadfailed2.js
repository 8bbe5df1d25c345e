/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutloadfailed2Inputs */

const nl_checkoutloadfailed2 = /** @type {(inputs: Checkoutloadfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Het afrekenen kon niet worden geladen. Laad de pagina opnieuw.`)
};

/**

* @param {Checkoutloadfailed2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const checkoutloadfailed2 = nl_checkoutloadfailed2;
export { checkoutloadfailed2 as "checkoutLoadFailed" }