/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutemailhint2Inputs */

const cs_checkoutemailhint2 = /** @type {(inputs: Checkoutemailhint2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pro potvrzení objednávky.`)
};

/**

* @param {Checkoutemailhint2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const checkoutemailhint2 = cs_checkoutemailhint2;
export { checkoutemailhint2 as "checkoutEmailHint" }