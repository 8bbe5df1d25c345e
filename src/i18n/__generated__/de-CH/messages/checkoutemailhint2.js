/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutemailhint2Inputs */

const de_ch2_checkoutemailhint2 = /** @type {(inputs: Checkoutemailhint2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Für Ihre Bestellbestätigung.`)
};

/**

* @param {Checkoutemailhint2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const checkoutemailhint2 = de_ch2_checkoutemailhint2;
export { checkoutemailhint2 as "checkoutEmailHint" }