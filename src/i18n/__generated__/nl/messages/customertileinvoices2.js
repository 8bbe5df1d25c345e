/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customertileinvoices2Inputs */

const nl_customertileinvoices2 = /** @type {(inputs: Customertileinvoices2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facturen`)
};

/**

* @param {Customertileinvoices2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customertileinvoices2 = nl_customertileinvoices2;
export { customertileinvoices2 as "customerTileInvoices" }