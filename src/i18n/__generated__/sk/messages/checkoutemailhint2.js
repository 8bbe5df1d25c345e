/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutemailhint2Inputs */

const sk_checkoutemailhint2 = /** @type {(inputs: Checkoutemailhint2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Na potvrdenie objednávky.`)
};

/**

* @param {Checkoutemailhint2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const checkoutemailhint2 = sk_checkoutemailhint2;
export { checkoutemailhint2 as "checkoutEmailHint" }