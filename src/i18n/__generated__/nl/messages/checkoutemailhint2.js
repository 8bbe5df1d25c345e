/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutemailhint2Inputs */

const nl_checkoutemailhint2 = /** @type {(inputs: Checkoutemailhint2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voor je orderbevestiging.`)
};

/**

* @param {Checkoutemailhint2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const checkoutemailhint2 = nl_checkoutemailhint2;
export { checkoutemailhint2 as "checkoutEmailHint" }