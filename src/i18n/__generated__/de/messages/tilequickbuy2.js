/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Tilequickbuy2Inputs */

const de_tilequickbuy2 = /** @type {(inputs: Tilequickbuy2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Produktdetails und Kaufoptionen öffnen: ${i?.name}`)
};

/**

* @param {Tilequickbuy2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const tilequickbuy2 = de_tilequickbuy2;
export { tilequickbuy2 as "tileQuickBuy" }