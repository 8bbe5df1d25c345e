/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customertileinvoices2Inputs */

const sv_customertileinvoices2 = /** @type {(inputs: Customertileinvoices2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fakturor`)
};

/**

* @param {Customertileinvoices2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customertileinvoices2 = sv_customertileinvoices2;
export { customertileinvoices2 as "customerTileInvoices" }