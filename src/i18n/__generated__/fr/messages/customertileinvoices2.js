/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customertileinvoices2Inputs */

const fr_customertileinvoices2 = /** @type {(inputs: Customertileinvoices2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Factures`)
};

/**

* @param {Customertileinvoices2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customertileinvoices2 = fr_customertileinvoices2;
export { customertileinvoices2 as "customerTileInvoices" }