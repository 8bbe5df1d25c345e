/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customertileinvoicestext3Inputs */

const de_customertileinvoicestext3 = /** @type {(inputs: Customertileinvoicestext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechnungen, Raten und offene Zahlungen`)
};

/**

* @param {Customertileinvoicestext3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const customertileinvoicestext3 = de_customertileinvoicestext3;
export { customertileinvoicestext3 as "customerTileInvoicesText" }