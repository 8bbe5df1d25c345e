/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutguesttitle2Inputs */

const sk_checkoutguesttitle2 = /** @type {(inputs: Checkoutguesttitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Som tu prvýkrát`)
};

/**

* @param {Checkoutguesttitle2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const checkoutguesttitle2 = sk_checkoutguesttitle2;
export { checkoutguesttitle2 as "checkoutGuestTitle" }