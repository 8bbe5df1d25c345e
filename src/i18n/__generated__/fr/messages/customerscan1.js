/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerscan1Inputs */

const fr_customerscan1 = /** @type {(inputs: Customerscan1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scannez le QR-code avec l’application de votre banque.`)
};

/**

* @param {Customerscan1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customerscan1 = fr_customerscan1;
export { customerscan1 as "customerScan" }