/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerscan1Inputs */

const nl_customerscan1 = /** @type {(inputs: Customerscan1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scan de QR-code met de app van je bank.`)
};

/**

* @param {Customerscan1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customerscan1 = nl_customerscan1;
export { customerscan1 as "customerScan" }