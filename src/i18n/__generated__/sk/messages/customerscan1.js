/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerscan1Inputs */

const sk_customerscan1 = /** @type {(inputs: Customerscan1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Naskenujte QR kód aplikáciou svojej banky.`)
};

/**

* @param {Customerscan1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customerscan1 = sk_customerscan1;
export { customerscan1 as "customerScan" }