/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, colour: NonNullable<unknown> }} Tilecoloursoldout3Inputs */

const de_ch2_tilecoloursoldout3 = /** @type {(inputs: Tilecoloursoldout3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} in ${i?.colour}, ausverkauft`)
};

/**

* @param {Tilecoloursoldout3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const tilecoloursoldout3 = de_ch2_tilecoloursoldout3;
export { tilecoloursoldout3 as "tileColourSoldOut" }