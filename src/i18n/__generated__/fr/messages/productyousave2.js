/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ saving: NonNullable<unknown> }} Productyousave2Inputs */

const fr_productyousave2 = /** @type {(inputs: Productyousave2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous économisez ${i?.saving} %`)
};

/**

* @param {Productyousave2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const productyousave2 = fr_productyousave2;
export { productyousave2 as "productYouSave" }