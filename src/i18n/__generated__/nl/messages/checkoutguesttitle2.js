/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutguesttitle2Inputs */

const nl_checkoutguesttitle2 = /** @type {(inputs: Checkoutguesttitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ik ben nieuw hier`)
};

/**

* @param {Checkoutguesttitle2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const checkoutguesttitle2 = nl_checkoutguesttitle2;
export { checkoutguesttitle2 as "checkoutGuestTitle" }