/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerrequestolder2Inputs */

const sv_customerrequestolder2 = /** @type {(inputs: Customerrequestolder2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beställ äldre fakturor`)
};

/**

* @param {Customerrequestolder2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customerrequestolder2 = sv_customerrequestolder2;
export { customerrequestolder2 as "customerRequestOlder" }