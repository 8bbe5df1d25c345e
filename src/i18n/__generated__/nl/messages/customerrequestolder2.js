/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerrequestolder2Inputs */

const nl_customerrequestolder2 = /** @type {(inputs: Customerrequestolder2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oudere facturen aanvragen`)
};

/**

* @param {Customerrequestolder2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customerrequestolder2 = nl_customerrequestolder2;
export { customerrequestolder2 as "customerRequestOlder" }