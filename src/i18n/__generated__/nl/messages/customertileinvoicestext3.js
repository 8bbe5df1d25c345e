/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customertileinvoicestext3Inputs */

const nl_customertileinvoicestext3 = /** @type {(inputs: Customertileinvoicestext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facturen, termijnen en openstaande betalingen`)
};

/**

* @param {Customertileinvoicestext3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customertileinvoicestext3 = nl_customertileinvoicestext3;
export { customertileinvoicestext3 as "customerTileInvoicesText" }