/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, colour: NonNullable<unknown> }} Tilecoloursoldout3Inputs */

const nl_tilecoloursoldout3 = /** @type {(inputs: Tilecoloursoldout3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} in ${i?.colour}, uitverkocht`)
};

/**

* @param {Tilecoloursoldout3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const tilecoloursoldout3 = nl_tilecoloursoldout3;
export { tilecoloursoldout3 as "tileColourSoldOut" }