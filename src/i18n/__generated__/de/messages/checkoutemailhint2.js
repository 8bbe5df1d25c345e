/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutemailhint2Inputs */

const de_checkoutemailhint2 = /** @type {(inputs: Checkoutemailhint2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Für Ihre Bestellbestätigung.`)
};

/**

* @param {Checkoutemailhint2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const checkoutemailhint2 = de_checkoutemailhint2;
export { checkoutemailhint2 as "checkoutEmailHint" }