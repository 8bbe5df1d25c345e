/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ saving: NonNullable<unknown> }} Productyousave2Inputs */

const de_productyousave2 = /** @type {(inputs: Productyousave2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie sparen ${i?.saving} %`)
};

/**

* @param {Productyousave2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const productyousave2 = de_productyousave2;
export { productyousave2 as "productYouSave" }