/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customersendingsuccess2Inputs */

const cs_customersendingsuccess2 = /** @type {(inputs: Customersendingsuccess2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Úspěšně odesláno.`)
};

/**

* @param {Customersendingsuccess2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customersendingsuccess2 = cs_customersendingsuccess2;
export { customersendingsuccess2 as "customerSendingSuccess" }