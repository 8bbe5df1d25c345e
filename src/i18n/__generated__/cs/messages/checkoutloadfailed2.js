/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutloadfailed2Inputs */

const cs_checkoutloadfailed2 = /** @type {(inputs: Checkoutloadfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pokladnu se nepodařilo načíst. Načtěte prosím stránku znovu.`)
};

/**

* @param {Checkoutloadfailed2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const checkoutloadfailed2 = cs_checkoutloadfailed2;
export { checkoutloadfailed2 as "checkoutLoadFailed" }