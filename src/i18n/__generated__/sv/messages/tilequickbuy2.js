/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Tilequickbuy2Inputs */

const sv_tilequickbuy2 = /** @type {(inputs: Tilequickbuy2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Öppna produktinfo och köpalternativ: ${i?.name}`)
};

/**

* @param {Tilequickbuy2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const tilequickbuy2 = sv_tilequickbuy2;
export { tilequickbuy2 as "tileQuickBuy" }