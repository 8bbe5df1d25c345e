/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customertileinvoices2Inputs */

const de_customertileinvoices2 = /** @type {(inputs: Customertileinvoices2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechnungen`)
};

/**

* @param {Customertileinvoices2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const customertileinvoices2 = de_customertileinvoices2;
export { customertileinvoices2 as "customerTileInvoices" }