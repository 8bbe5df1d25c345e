/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customertileinvoices2Inputs */

const sk_customertileinvoices2 = /** @type {(inputs: Customertileinvoices2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faktúry`)
};

/**

* @param {Customertileinvoices2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customertileinvoices2 = sk_customertileinvoices2;
export { customertileinvoices2 as "customerTileInvoices" }