/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutemailhint2Inputs */

const fr_checkoutemailhint2 = /** @type {(inputs: Checkoutemailhint2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour votre confirmation de commande.`)
};

/**

* @param {Checkoutemailhint2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const checkoutemailhint2 = fr_checkoutemailhint2;
export { checkoutemailhint2 as "checkoutEmailHint" }