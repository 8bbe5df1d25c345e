/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerscan1Inputs */

const cs_customerscan1 = /** @type {(inputs: Customerscan1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Naskenujte QR kód aplikací své banky.`)
};

/**

* @param {Customerscan1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customerscan1 = cs_customerscan1;
export { customerscan1 as "customerScan" }