/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutloadfailed2Inputs */

const sk_checkoutloadfailed2 = /** @type {(inputs: Checkoutloadfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pokladňu sa nepodarilo načítať. Načítajte prosím stránku znova.`)
};

/**

* @param {Checkoutloadfailed2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const checkoutloadfailed2 = sk_checkoutloadfailed2;
export { checkoutloadfailed2 as "checkoutLoadFailed" }