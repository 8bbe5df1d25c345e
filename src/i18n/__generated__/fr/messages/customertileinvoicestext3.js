/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customertileinvoicestext3Inputs */

const fr_customertileinvoicestext3 = /** @type {(inputs: Customertileinvoicestext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Factures, mensualités et paiements en attente`)
};

/**

* @param {Customertileinvoicestext3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customertileinvoicestext3 = fr_customertileinvoicestext3;
export { customertileinvoicestext3 as "customerTileInvoicesText" }