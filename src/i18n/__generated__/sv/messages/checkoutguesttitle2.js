/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutguesttitle2Inputs */

const sv_checkoutguesttitle2 = /** @type {(inputs: Checkoutguesttitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jag är ny här`)
};

/**

* @param {Checkoutguesttitle2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const checkoutguesttitle2 = sv_checkoutguesttitle2;
export { checkoutguesttitle2 as "checkoutGuestTitle" }