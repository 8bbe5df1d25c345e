/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customersendingfailed2Inputs */

const cs_customersendingfailed2 = /** @type {(inputs: Customersendingfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Došlo k chybě`)
};

/**

* @param {Customersendingfailed2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customersendingfailed2 = cs_customersendingfailed2;
export { customersendingfailed2 as "customerSendingFailed" }