/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ saving: NonNullable<unknown> }} Productyousave2Inputs */

const sv_productyousave2 = /** @type {(inputs: Productyousave2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Du sparar ${i?.saving} %`)
};

/**

* @param {Productyousave2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const productyousave2 = sv_productyousave2;
export { productyousave2 as "productYouSave" }