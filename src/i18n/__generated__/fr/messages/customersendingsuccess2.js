/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customersendingsuccess2Inputs */

const fr_customersendingsuccess2 = /** @type {(inputs: Customersendingsuccess2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyé avec succès.`)
};

/**

* @param {Customersendingsuccess2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customersendingsuccess2 = fr_customersendingsuccess2;
export { customersendingsuccess2 as "customerSendingSuccess" }