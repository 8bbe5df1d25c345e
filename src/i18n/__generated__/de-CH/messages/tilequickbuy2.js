/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Tilequickbuy2Inputs */

const de_ch2_tilequickbuy2 = /** @type {(inputs: Tilequickbuy2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Produktdetails und Kaufoptionen öffnen: ${i?.name}`)
};

/**

* @param {Tilequickbuy2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const tilequickbuy2 = de_ch2_tilequickbuy2;
export { tilequickbuy2 as "tileQuickBuy" }