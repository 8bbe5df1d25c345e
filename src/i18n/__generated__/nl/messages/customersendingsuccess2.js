/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customersendingsuccess2Inputs */

const nl_customersendingsuccess2 = /** @type {(inputs: Customersendingsuccess2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verstuurd.`)
};

/**

* @param {Customersendingsuccess2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customersendingsuccess2 = nl_customersendingsuccess2;
export { customersendingsuccess2 as "customerSendingSuccess" }