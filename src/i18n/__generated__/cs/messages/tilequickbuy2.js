/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Tilequickbuy2Inputs */

const cs_tilequickbuy2 = /** @type {(inputs: Tilequickbuy2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Otevřít detail a možnosti nákupu: ${i?.name}`)
};

/**

* @param {Tilequickbuy2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const tilequickbuy2 = cs_tilequickbuy2;
export { tilequickbuy2 as "tileQuickBuy" }