/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customersendingfailed2Inputs */

const sk_customersendingfailed2 = /** @type {(inputs: Customersendingfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vyskytla sa chyba`)
};

/**

* @param {Customersendingfailed2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customersendingfailed2 = sk_customersendingfailed2;
export { customersendingfailed2 as "customerSendingFailed" }