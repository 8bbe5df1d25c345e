/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, colour: NonNullable<unknown> }} Tilecoloursoldout3Inputs */

const fr_tilecoloursoldout3 = /** @type {(inputs: Tilecoloursoldout3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} en ${i?.colour}, épuisé`)
};

/**

* @param {Tilecoloursoldout3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const tilecoloursoldout3 = fr_tilecoloursoldout3;
export { tilecoloursoldout3 as "tileColourSoldOut" }