/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, colour: NonNullable<unknown> }} Tilecoloursoldout3Inputs */

const sk_tilecoloursoldout3 = /** @type {(inputs: Tilecoloursoldout3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, farba ${i?.colour}, vypredané`)
};

/**

* @param {Tilecoloursoldout3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const tilecoloursoldout3 = sk_tilecoloursoldout3;
export { tilecoloursoldout3 as "tileColourSoldOut" }