/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customersendingsuccess2Inputs */

const sk_customersendingsuccess2 = /** @type {(inputs: Customersendingsuccess2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Úspešne odoslané.`)
};

/**

* @param {Customersendingsuccess2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customersendingsuccess2 = sk_customersendingsuccess2;
export { customersendingsuccess2 as "customerSendingSuccess" }