/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customertileinvoicestext3Inputs */

const sv_customertileinvoicestext3 = /** @type {(inputs: Customertileinvoicestext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fakturor, delbetalningar och obetalda belopp`)
};

/**

* @param {Customertileinvoicestext3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customertileinvoicestext3 = sv_customertileinvoicestext3;
export { customertileinvoicestext3 as "customerTileInvoicesText" }