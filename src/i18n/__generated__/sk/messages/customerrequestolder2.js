/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerrequestolder2Inputs */

const sk_customerrequestolder2 = /** @type {(inputs: Customerrequestolder2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vyžiadať staršie faktúry`)
};

/**

* @param {Customerrequestolder2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customerrequestolder2 = sk_customerrequestolder2;
export { customerrequestolder2 as "customerRequestOlder" }