/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerscan1Inputs */

const de_ch2_customerscan1 = /** @type {(inputs: Customerscan1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scannen Sie den QR-Code mit der App Ihrer Bank.`)
};

/**

* @param {Customerscan1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const customerscan1 = de_ch2_customerscan1;
export { customerscan1 as "customerScan" }