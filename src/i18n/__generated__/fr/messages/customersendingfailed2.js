/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customersendingfailed2Inputs */

const fr_customersendingfailed2 = /** @type {(inputs: Customersendingfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une erreur s’est produite`)
};

/**

* @param {Customersendingfailed2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customersendingfailed2 = fr_customersendingfailed2;
export { customersendingfailed2 as "customerSendingFailed" }