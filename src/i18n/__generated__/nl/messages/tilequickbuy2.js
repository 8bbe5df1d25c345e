/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Tilequickbuy2Inputs */

const nl_tilequickbuy2 = /** @type {(inputs: Tilequickbuy2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Productdetails en koopopties openen: ${i?.name}`)
};

/**

* @param {Tilequickbuy2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const tilequickbuy2 = nl_tilequickbuy2;
export { tilequickbuy2 as "tileQuickBuy" }