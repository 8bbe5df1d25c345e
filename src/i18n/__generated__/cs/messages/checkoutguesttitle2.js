/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutguesttitle2Inputs */

const cs_checkoutguesttitle2 = /** @type {(inputs: Checkoutguesttitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jsem tu poprvé`)
};

/**

* @param {Checkoutguesttitle2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const checkoutguesttitle2 = cs_checkoutguesttitle2;
export { checkoutguesttitle2 as "checkoutGuestTitle" }