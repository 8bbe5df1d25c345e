/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, colour: NonNullable<unknown> }} Tilecoloursoldout3Inputs */

const cs_tilecoloursoldout3 = /** @type {(inputs: Tilecoloursoldout3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, barva ${i?.colour}, vyprodáno`)
};

/**

* @param {Tilecoloursoldout3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const tilecoloursoldout3 = cs_tilecoloursoldout3;
export { tilecoloursoldout3 as "tileColourSoldOut" }