/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ saving: NonNullable<unknown> }} Productyousaveupto4Inputs */

const fr_productyousaveupto4 = /** @type {(inputs: Productyousaveupto4Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous économisez jusqu’à ${i?.saving} %`)
};

/**

* @param {Productyousaveupto4Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const productyousaveupto4 = fr_productyousaveupto4;
export { productyousaveupto4 as "productYouSaveUpTo" }