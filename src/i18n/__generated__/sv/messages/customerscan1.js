/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerscan1Inputs */

const sv_customerscan1 = /** @type {(inputs: Customerscan1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skanna QR-koden med din banks app.`)
};

/**

* @param {Customerscan1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customerscan1 = sv_customerscan1;
export { customerscan1 as "customerScan" }