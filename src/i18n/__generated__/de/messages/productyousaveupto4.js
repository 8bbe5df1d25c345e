/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ saving: NonNullable<unknown> }} Productyousaveupto4Inputs */

const de_productyousaveupto4 = /** @type {(inputs: Productyousaveupto4Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie sparen bis zu ${i?.saving} %`)
};

/**

* @param {Productyousaveupto4Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const productyousaveupto4 = de_productyousaveupto4;
export { productyousaveupto4 as "productYouSaveUpTo" }